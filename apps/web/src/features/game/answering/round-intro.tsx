import type { PlayerView } from '@npat/engine';
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { useGameIntent } from '@/lib/game-intent';
import { serverNow } from '@/lib/clock';
import { CategoryPills } from './category-pills';
import { LetterRoll } from './letter-roll';
import { LetterVote } from './letter-vote';
import { StartCountdown } from './start-countdown';
import { voteOutcome } from './vote-outcome';

/** The reel needs this long to land; a player who arrives later (a reload) sees the letter at once. */
const ROLL_NEEDS_MS = 1500;

/**
 * ROUND_STARTING: 'Round n of N', the letter vote when the room plays one, then the letter rolling in (and,
 * when every offered letter was vetoed, why this one came), the 3-2-1, and what this round asks for.
 */
export function RoundIntro({ view }: { view: PlayerView }) {
  const t = useText();
  const S = t.game.intro;
  const { round, settings } = view;
  const voting = round.letterVote?.closesAt != null ? round.letterVote : null;
  // The server says when: the host, once a round, never under letter by vote.
  const canRedraw = view.allowed.includes('game:redraw-letter');
  const outcome = voteOutcome(round.letter, round.letterVote);
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 text-center">
      <p data-testid="round-number" className="font-extrabold text-ink-muted uppercase tabular">
        {t.gamePanels.round({ number: round.number, rounds: settings.rounds })}
      </p>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{S.getReady}</h1>
      {voting ? (
        <LetterVote view={view} vote={voting} />
      ) : (
        <>
          {/* A new letter (the host drew again, or the vote closed) rolls in anew. */}
          <RollingLetter
            key={round.letter}
            letter={round.letter}
            answeringStartsAt={round.answeringStartsAt}
          />
          {outcome === 'drawn-instead' || outcome === 'fewest-vetoes' ? (
            <p data-testid="vote-outcome" className="font-bold text-balance">
              {outcome === 'drawn-instead'
                ? S.allVetoed({ letter: round.letter })
                : S.allVetoedFewest({ letter: round.letter })}
            </p>
          ) : null}
          <StartCountdown startsAt={round.answeringStartsAt} />
        </>
      )}
      {canRedraw ? <RedrawLetterButton roomId={view.roomId} /> : null}
      {round.redrawn ? <p className="text-sm font-bold text-ink-muted">{S.redrawn}</p> : null}
      <div className="w-full">
        <h2 className="text-sm font-extrabold text-ink-muted uppercase">{S.categories}</h2>
        <CategoryPills categories={round.categories} className="mt-2 justify-center" />
      </div>
      <p className="font-semibold text-ink-muted">
        {settings.endMode === 'Fastest Finger' ? S.fastestFinger : S.roundTimer}
      </p>
    </Card>
  );
}

/** The letter, rolling in when there is time for the reel; a player arriving later sees it at once. */
function RollingLetter({ letter, answeringStartsAt }: { letter: string; answeringStartsAt: number }) {
  const [roll] = useState(() => answeringStartsAt - serverNow() > ROLL_NEEDS_MS);
  return <LetterRoll letter={letter} roll={roll} />;
}

/** The host's one re-draw of the round's letter (docs/product/rules.md#host). */
function RedrawLetterButton({ roomId }: { roomId: string }) {
  const S = useText().game.intro;
  const { run, pending } = useGameIntent(roomId);
  const redraw = () => void run('game:redraw-letter', { roomId }, redraw);
  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="secondary" size="sm" onClick={redraw} disabled={pending}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {S.redraw}
      </Button>
      <p className="text-sm text-ink-muted">{S.redrawHint}</p>
    </div>
  );
}
