import type { RefereeMark, ReviewAnswerView } from '@npat/protocol';
import { Ban, Link2, Sparkles, Star, ThumbsDown, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { REFEREE_LOOK } from '@/components/game/referee-look';
import { useText } from '@/i18n/use-text';
import type { AnswerMark } from './reveal-stage';

const CHIP =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 text-lg leading-9 font-extrabold whitespace-nowrap ring-2 2xl:px-4 2xl:text-2xl 2xl:leading-11 [&_svg]:size-5 [&_svg]:shrink-0 2xl:[&_svg]:size-7';
const RED = 'bg-invalid-soft text-invalid ring-invalid/30';

const MARK_LOOK: Record<AnswerMark, { icon: typeof Ban; className: string }> = {
  unique: { icon: Star, className: 'bg-valid-soft text-valid ring-valid/30' },
  shared: { icon: Link2, className: 'bg-accent-50 text-accent-700 ring-accent-500/30' },
  wrongLetter: { icon: TriangleAlert, className: RED },
  rejected: { icon: Ban, className: RED },
};

/** The word of an answer's mark: the review's own words where it has them (scoring.json), else the screen's. */
export function useMarkWord(): (mark: AnswerMark) => string {
  const { scoring, bigScreen } = useText();
  const S = scoring.review;
  return (mark) =>
    ({ unique: bigScreen.reveal.unique, shared: S.same, wrongLetter: S.wrongLetter, rejected: S.rejected })[
      mark
    ];
}

function Chip({
  icon: Icon,
  className,
  children,
}: {
  icon: typeof Ban;
  className: string;
  children: ReactNode;
}) {
  return (
    <span className={`${CHIP} ${className}`}>
      <Icon aria-hidden="true" />
      {children}
    </span>
  );
}

/**
 * What the reveal says of an answer, each as an icon and a word (never colour alone): unique, the same as
 * someone's, the wrong letter or rejected; challenged while players challenge it; the referee's verdict;
 * the creative bonus once granted.
 */
export function AnswerMarks({ answer, mark }: { answer: ReviewAnswerView; mark: AnswerMark }) {
  const { scoring, bigScreen } = useText();
  const word = useMarkWord();
  const look = MARK_LOOK[mark];
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="answer-marks" data-mark={mark}>
      <Chip icon={look.icon} className={look.className}>
        {word(mark)}
      </Chip>
      {answer.challengers.length > 0 && !answer.rejected ? (
        <Chip icon={ThumbsDown} className={RED}>
          {bigScreen.reveal.challenged}
        </Chip>
      ) : null}
      {answer.referee ? <RefereeVerdict mark={answer.referee} /> : null}
      {answer.creativeGranted ? (
        <Chip
          icon={Sparkles}
          className="bg-yellow-100 text-yellow-800 ring-yellow-600/40 dark:bg-yellow-950 dark:text-yellow-300"
        >
          {scoring.review.creativeGranted}
        </Chip>
      ) : null}
    </span>
  );
}

/** The referee's verdict on the answer in the review's words (✓ Known, ! Doubtful, ? Not known to the referee). */
function RefereeVerdict({ mark }: { mark: RefereeMark }) {
  const R = useText().scoring.review.referee;
  const look = REFEREE_LOOK[mark.verdict];
  return (
    <span data-testid="referee-verdict" data-verdict={mark.verdict}>
      <Chip icon={look.icon} className={look.className}>
        {R[mark.verdict]}
      </Chip>
    </span>
  );
}
