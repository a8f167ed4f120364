import { useText } from '@/i18n/use-text';
import { ART, AnimationFrame, delay } from './animation-frame';

/** The letters that spin past before the reel lands on the catalogue's letter, the one the answers start with. */
const REEL_BEFORE = ['K', 'B', 'M', 'T', 'R'];
const REEL_STEP = 60;

function Sparkle({ x, y, size, at }: { x: number; y: number; size: number; at: number }) {
  const s = size;
  return (
    <path
      className="htp-sparkle"
      style={delay(at)}
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`}
      fill={ART.gold}
    />
  );
}

/** Step 4: letters spin past like a slot machine and land on this round's letter. */
export function LetterAnimation() {
  const reel = [...REEL_BEFORE, useText().howToPlay.animations.letter];
  return (
    <AnimationFrame>
      <g className="htp-land">
        <rect x={28} y={26} width={64} height={76} rx={14} fill={ART.orangeDark} />
        <rect
          x={28}
          y={20}
          width={64}
          height={76}
          rx={14}
          fill={ART.orangeSoft}
          stroke={ART.orange}
          strokeWidth={3}
        />
        {/* A nested svg clips the reel to the tile's window without needing a document-wide id. */}
        <svg x={34} y={26} width={52} height={64}>
          <g className="htp-reel" style={{ transform: `translateY(-${(reel.length - 1) * REEL_STEP}px)` }}>
            {reel.map((letter, i) => (
              <text
                // By place: the catalogue's letter may also be one of those spinning past.
                key={i}
                x={26}
                y={50 + i * REEL_STEP}
                fontSize={50}
                fontWeight={900}
                textAnchor="middle"
                fill={ART.orangeDark}
              >
                {letter}
              </text>
            ))}
          </g>
        </svg>
      </g>
      <Sparkle x={18} y={34} size={8} at={0} />
      <Sparkle x={104} y={26} size={6} at={0.15} />
      <Sparkle x={102} y={96} size={9} at={0.3} />
    </AnimationFrame>
  );
}

/** The categories written in, by their words in the catalogue. */
const ROWS = ['name', 'place', 'animal'] as const;

/** Step 5: answers starting with the round's letter are written in, one category after another. */
export function WriteAnimation() {
  const t = useText().howToPlay.animations;
  return (
    <AnimationFrame>
      <rect x={10} y={14} width={96} height={96} rx={12} fill={ART.white} stroke={ART.line} strokeWidth={2} />
      {ROWS.map((category, i) => {
        const baseline = 42 + i * 23;
        return (
          <g key={category}>
            <text x={18} y={baseline} fontSize={8.5} fill={ART.muted}>
              {t.categories[category]}
            </text>
            <text x={52} y={baseline} fontSize={13} fill={ART.ink}>
              {t.answersWithLetter[category]}
            </text>
            <path d={`M50 ${baseline + 5}h48`} stroke={ART.line} strokeWidth={1.5} strokeLinecap="round" />
            <rect
              className="htp-type"
              style={delay(i * 1.3)}
              x={50}
              y={baseline - 13}
              width={50}
              height={17}
              fill={ART.white}
            />
          </g>
        );
      })}
      <g>
        <circle cx={104} cy={16} r={12} fill={ART.violetDark} />
        <text x={104} y={21} fontSize={14} fontWeight={900} textAnchor="middle" fill={ART.white}>
          {t.letter}
        </text>
      </g>
      <g className="htp-pencil">
        <g transform="rotate(35 100 88)">
          <rect x={96} y={62} width={8} height={22} rx={1.5} fill={ART.gold} />
          <rect x={96} y={58} width={8} height={6} rx={1.5} fill="#fb7185" />
          <path d="M96 84h8l-4 8z" fill="#fcd9b6" />
          <path d="M98.7 89.4h2.6L100 92z" fill={ART.ink} />
        </g>
      </g>
    </AnimationFrame>
  );
}
