import type { ReactNode } from 'react';
import { LetterTile } from './letter-tile';
import { GAME_UI_STRINGS as S } from './strings';

type RoundHeaderProps = {
  round: number;
  rounds: number;
  letter: string;
  /** The screen's heading, e.g. 'Write your answers'. */
  title: string;
  /** The countdown, at the right end. */
  timer?: ReactNode;
  /** Secondary actions under the heading (leave). */
  actions?: ReactNode;
};

/** The top of every round screen: the letter tile, 'Round n of N', the heading, and the countdown. */
export function RoundHeader({ round, rounds, letter, title, timer, actions }: RoundHeaderProps) {
  return (
    <header className="flex items-center gap-3 sm:gap-5">
      <LetterTile letter={letter} />
      <div className="min-w-0 flex-1">
        <p data-testid="round-number" className="text-sm font-extrabold text-ink-muted uppercase tabular">
          {S.round(round, rounds)}
        </p>
        <h1 className="text-2xl font-black tracking-tight text-balance sm:text-3xl">{title}</h1>
        {actions ? <div className="mt-1">{actions}</div> : null}
      </div>
      {timer}
    </header>
  );
}
