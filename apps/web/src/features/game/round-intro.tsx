import type { PlayerView } from '@npat/engine';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { GAME_UI_STRINGS } from '@/components/game/strings';
import { serverNow } from '@/lib/clock';
import { LetterRoll } from './letter-roll';
import { StartCountdown } from './start-countdown';
import { GAME_STRINGS } from './strings';

const S = GAME_STRINGS.intro;

/** The reel needs this long to land; a player who arrives later (a reload) sees the letter at once. */
const ROLL_NEEDS_MS = 1500;

/** ROUND_STARTING: 'Round n of N', the letter rolling in, the 3-2-1, and what this round asks for. */
export function RoundIntro({ view }: { view: PlayerView }) {
  const { round, settings } = view;
  const [roll] = useState(() => round.answeringStartsAt - serverNow() > ROLL_NEEDS_MS);
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 text-center">
      <p data-testid="round-number" className="font-extrabold text-ink-muted uppercase tabular">
        {GAME_UI_STRINGS.round(round.number, settings.rounds)}
      </p>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{S.getReady}</h1>
      <LetterRoll letter={round.letter} roll={roll} />
      <StartCountdown startsAt={round.answeringStartsAt} />
      <div className="w-full">
        <h2 className="text-sm font-extrabold text-ink-muted uppercase">{S.categories}</h2>
        <ul className="mt-2 flex flex-wrap justify-center gap-2">
          {round.categories.map((category) => (
            <li
              key={category.id}
              className="rounded-full bg-primary-50 px-3 py-1 font-extrabold text-primary-700 ring-1 ring-primary-200"
            >
              {category.title}
            </li>
          ))}
        </ul>
      </div>
      <p className="font-semibold text-ink-muted">
        {settings.endMode === 'Fastest Finger' ? S.fastestFinger : S.roundTimer}
      </p>
    </Card>
  );
}
