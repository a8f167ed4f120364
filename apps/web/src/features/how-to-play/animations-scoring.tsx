import { useText } from '@/i18n/use-text';
import { ART, AnimationFrame, Face, delay } from './animation-frame';

/** The small sign beside an answer: never colour alone (visual-style.md), so each kind has its own shape. */
function Mark({ kind, cx, cy }: { kind: 'unique' | 'duplicate' | 'none'; cx: number; cy: number }) {
  if (kind === 'unique') {
    return (
      <g>
        <circle cx={cx} cy={cy} r={7} fill={ART.greenSoft} />
        <path
          d={`M${cx - 3.5} ${cy}l2.5 2.5 4.5-5`}
          fill="none"
          stroke={ART.greenDark}
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    );
  }
  if (kind === 'duplicate') {
    return (
      <g>
        <circle cx={cx - 2.5} cy={cy} r={5} fill={ART.orange} opacity={0.55} />
        <circle cx={cx + 2.5} cy={cy} r={5} fill={ART.orangeDark} opacity={0.75} />
      </g>
    );
  }
  return <path d={`M${cx - 4} ${cy}h8`} stroke={ART.muted} strokeWidth={2.2} strokeLinecap="round" />;
}

/** The answers scored: the write step's, by their category in the catalogue, and an empty one. */
const ROWS = [
  { category: 'animal', kind: 'unique', points: '10', badge: ART.greenDark },
  { category: 'place', kind: 'duplicate', points: '5', badge: ART.orangeDark },
  { category: null, kind: 'none', points: '0', badge: ART.muted },
] as const;

/** Step 6: each answer gets its points: 10 when unique, 5 when shared, 0 when empty. */
export function ScoringAnimation() {
  const answers = useText().howToPlay.animations.answersWithLetter;
  return (
    <AnimationFrame>
      {ROWS.map(({ category, kind, points, badge }, i) => {
        const answer = category ? answers[category] : '';
        const y = 16 + i * 32;
        return (
          <g key={kind}>
            <rect
              x={8}
              y={y}
              width={72}
              height={24}
              rx={12}
              fill={ART.white}
              stroke={ART.line}
              strokeWidth={2}
              strokeDasharray={answer ? undefined : '4 3'}
            />
            <text x={18} y={y + 16.5} fontSize={12} fill={ART.ink}>
              {answer}
            </text>
            <Mark kind={kind} cx={68} cy={y + 12} />
            <g className="htp-pop" style={delay(0.3 + i * 0.7)}>
              <rect x={84} y={y - 1} width={28} height={26} rx={9} fill={badge} />
              <text x={98} y={y + 17} fontSize={14} fontWeight={900} textAnchor="middle" fill={ART.white}>
                {points}
              </text>
            </g>
          </g>
        );
      })}
    </AnimationFrame>
  );
}

const CONFETTI = [
  { x: 14, y: 20, fill: ART.violet, at: 0 },
  { x: 30, y: 36, fill: ART.gold, at: 1.2 },
  { x: 44, y: 12, fill: ART.green, at: 2.4 },
  { x: 80, y: 16, fill: ART.orange, at: 0.6 },
  { x: 94, y: 34, fill: ART.violet, at: 1.8 },
  { x: 108, y: 18, fill: ART.gold, at: 3 },
  { x: 22, y: 50, fill: ART.orange, at: 3.4 },
  { x: 102, y: 54, fill: ART.green, at: 2.8 },
];

/** Step 7: the highest score stands on the podium with a bouncing crown, under falling confetti. */
export function WinnerAnimation() {
  return (
    <AnimationFrame>
      {CONFETTI.map(({ x, y, fill, at }) => (
        <rect
          key={`${x}-${y}`}
          className="htp-confetti"
          style={delay(at)}
          x={x}
          y={y}
          width={5}
          height={8}
          rx={1.5}
          fill={fill}
        />
      ))}
      <rect x={12} y={78} width={32} height={30} rx={4} fill={ART.violetDark} />
      <rect x={44} y={62} width={32} height={46} rx={4} fill={ART.orangeDark} />
      <rect x={76} y={88} width={32} height={20} rx={4} fill={ART.greenDark} />
      {[
        { x: 28, y: 98, n: '2' },
        { x: 60, y: 86, n: '1' },
        { x: 92, y: 103, n: '3' },
      ].map(({ x, y, n }) => (
        <text key={n} x={x} y={y} fontSize={14} fontWeight={900} textAnchor="middle" fill={ART.white}>
          {n}
        </text>
      ))}
      <Face cx={28} cy={67} r={11} fill={ART.violet} />
      <Face cx={92} cy={77} r={11} fill={ART.green} />
      <Face cx={60} cy={48} r={14} fill={ART.orange} />
      <g className="htp-bounce">
        <path
          d="M46 32l3-16 7 8 4-11 4 11 7-8 3 16z"
          fill={ART.gold}
          stroke={ART.goldDark}
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <circle cx={60} cy={13} r={2.5} fill={ART.goldDark} />
      </g>
    </AnimationFrame>
  );
}
