import { useText } from '@/i18n/use-text';
import { ART, AnimationFrame, Chip, Face, delay } from './animation-frame';

/** Step 1: friends pop in around a table, and a heart floats up. */
export function FriendsAnimation() {
  return (
    <AnimationFrame>
      <ellipse cx={60} cy={96} rx={50} ry={14} fill={ART.sun} />
      <Face cx={28} cy={70} r={17} fill={ART.violet} className="htp-pop" style={delay(0.3)} />
      <Face cx={92} cy={70} r={17} fill={ART.green} className="htp-pop" style={delay(0.6)} />
      <Face cx={60} cy={58} r={21} fill={ART.orange} className="htp-pop" />
      <g className="htp-float">
        <path
          d="M60 33c-4-6-14-4-12 3 1 4 7 8 12 11 5-3 11-7 12-11 2-7-8-9-12-3z"
          fill="#f43f5e"
          transform="translate(0 -14)"
        />
      </g>
      <g className="htp-pop" style={delay(0.9)}>
        <circle cx={100} cy={30} r={11} fill={ART.white} stroke={ART.line} strokeWidth={2} />
        <path d="M100 25v10M95 30h10" stroke={ART.orangeDark} strokeWidth={3} strokeLinecap="round" />
      </g>
    </AnimationFrame>
  );
}

/** Step 2: a player adds two categories of their own; each gets a tick because nobody else has it. */
export function CategoriesAnimation() {
  const t = useText().howToPlay.animations;
  return (
    <AnimationFrame>
      <Face cx={24} cy={26} r={14} fill={ART.orange} />
      <rect x={44} y={16} width={62} height={20} rx={10} fill={ART.white} stroke={ART.line} strokeWidth={2} />
      <text x={75} y={30} fontSize={10} textAnchor="middle" fill={ART.muted}>
        {t.twoEach}
      </text>
      {[
        { y: 52, label: t.ownCategories.first, fill: ART.violetSoft, at: 0.2 },
        { y: 80, label: t.ownCategories.second, fill: ART.orangeSoft, at: 0.8 },
      ].map(({ y, label, fill, at }) => (
        <g key={y} className="htp-slide-in" style={delay(at)}>
          <rect x={14} y={y} width={92} height={22} rx={11} fill={fill} />
          <text x={28} y={y + 15.5} fontSize={12} fill={ART.ink}>
            {label}
          </text>
          <circle cx={94} cy={y + 11} r={8} fill={ART.greenDark} />
          <path
            d={`M90 ${y + 11}l3 3 5-6`}
            fill="none"
            stroke={ART.white}
            strokeWidth={2.2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
    </AnimationFrame>
  );
}

/** Step 3: rounds 1, 3 and 5 light up in turn, and each time a new category drops into the list. */
export function NewCategoryAnimation() {
  const t = useText().howToPlay.animations;
  const rounds = [1, 2, 3, 4, 5];
  return (
    <AnimationFrame>
      {rounds.map((round, i) => {
        const odd = round % 2 === 1;
        const cx = 16 + i * 22;
        return (
          <g key={round} className={odd ? 'htp-pulse' : undefined} style={delay(i * 0.4)}>
            <circle
              cx={cx}
              cy={22}
              r={9}
              fill={odd ? ART.orangeDark : ART.white}
              stroke={odd ? ART.orange : ART.line}
              strokeWidth={2}
            />
            <text x={cx} y={26} fontSize={11} textAnchor="middle" fill={odd ? ART.white : ART.muted}>
              {round}
            </text>
          </g>
        );
      })}
      <Chip x={14} y={42} width={44} label={t.categories.name} fill={ART.violetSoft} />
      <Chip x={62} y={42} width={44} label={t.categories.place} fill={ART.violetSoft} />
      <Chip x={14} y={64} width={44} label={t.categories.animal} fill={ART.violetSoft} />
      <Chip x={62} y={64} width={44} label={t.categories.thing} fill={ART.violetSoft} />
      <g className="htp-drop">
        <rect x={30} y={88} width={60} height={22} rx={11} fill={ART.orangeDark} />
        <path d="M40 99h8M44 95v8" stroke={ART.white} strokeWidth={2.6} strokeLinecap="round" />
        <text x={70} y={103} fontSize={11.5} textAnchor="middle" fill={ART.white}>
          {t.newCategory}
        </text>
      </g>
    </AnimationFrame>
  );
}
