import { LETTER_VOTE_MS, type PlayerView } from '@npat/engine';
import { Ban } from 'lucide-react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CountdownRing } from '../parts/countdown-ring';
import { useGameIntent } from '@/lib/game-intent';

type LetterVoteProps = { view: PlayerView; vote: NonNullable<PlayerView['round']['letterVote']> };

/**
 * Letter by vote (docs/product/rules.md#letters): the offered letters as big toggle buttons; a press vetoes
 * that letter (another press on another letter moves the veto), with each letter's vetoes counted live. The
 * round takes the first letter nobody vetoed once the time is up or everyone has vetoed. A spectator sees
 * the vote without buttons.
 */
export function LetterVote({ view, vote }: LetterVoteProps) {
  const S = useText().game.letterVote;
  const { run, pending } = useGameIntent(view.roomId);
  const players = view.players.filter((player) => !player.left);
  const veto = (letter: string) => {
    const send = () => void run('game:veto-letter', { roomId: view.roomId, letter }, send);
    if (!pending) send();
  };
  const closesAt = vote.closesAt ?? 0;
  return (
    <section aria-labelledby="letter-vote-heading" className="flex w-full flex-col items-center gap-4">
      <div className="flex items-center gap-4">
        <div className="text-left">
          <h2 id="letter-vote-heading" className="text-xl font-black">
            {S.heading}
          </h2>
          <p className="text-sm font-semibold text-ink-muted">{view.watching ? S.watching : S.hint}</p>
        </div>
        <CountdownRing startsAt={closesAt - LETTER_VOTE_MS} endsAt={closesAt} label={S.timeToVote} />
      </div>
      <ul className="flex justify-center gap-2 sm:gap-3">
        {vote.offered.map((letter, index) => {
          const count = vote.vetoCounts[index] ?? 0;
          const mine = vote.yourVeto === letter;
          const tile = (
            <>
              <span aria-hidden="true" className="text-4xl font-black sm:text-5xl">
                {letter}
              </span>
              <span
                data-testid="veto-count"
                className={cn(
                  'flex items-center gap-1 text-xs font-extrabold',
                  count > 0 ? 'text-invalid' : 'text-ink-muted',
                )}
              >
                <Ban aria-hidden="true" className="size-3.5" />
                {S.vetoes({ count })}
              </span>
            </>
          );
          const look = cn(
            // Three tiles fit a 360 px phone inside the intro's card: 80 px each there, 96 px from `sm`.
            'flex size-20 flex-col items-center justify-center gap-1 rounded-2xl bg-surface shadow-card ring-4 sm:size-24',
            mine ? 'ring-invalid bg-invalid-soft text-invalid' : 'ring-primary-200 text-primary-600',
          );
          return (
            <li key={letter}>
              {view.watching ? (
                <div className={look}>
                  <span className="sr-only">{S.letterLabel({ letter, count })}</span>
                  {tile}
                </div>
              ) : (
                <button
                  type="button"
                  aria-pressed={mine}
                  aria-label={S.vetoLabel({ letter, count })}
                  onClick={() => veto(letter)}
                  className={cn(
                    look,
                    'cursor-pointer transition-transform hover:-translate-y-0.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 motion-reduce:transition-none',
                  )}
                >
                  {tile}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-sm font-bold text-ink-muted">
        {S.voted({ voted: vote.voted.length, players: players.length })}
      </p>
    </section>
  );
}
