import type { PlayerView } from '@npat/engine';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { ConnectionBanner } from '../parts/connection-banner';
import { CountdownRing } from '../parts/countdown-ring';
import { RoundHeader } from '../parts/round-header';
import { RoundHeaderActions } from '../parts/sound-toggle';
import { SpectatorBar } from '../parts/spectator-bar';
import { CategoryPills } from './category-pills';
import { ProgressStrip } from './progress-strip';
import { StopBanner } from './stop-banner';
import { StopNotice } from './stop-notice';

/**
 * ANSWERING for a spectator (docs/product/rules.md#late-join): the letter, the countdown, the round's
 * categories and how far each player is, never what they wrote; the answers come with the review.
 */
export function WatchingScreen({ roomId, view }: { roomId: string; view: PlayerView }) {
  const t = useText().game;
  const S = t.watching;
  const { round, settings } = view;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <RoundHeader
        round={round.number}
        rounds={settings.rounds}
        letter={round.letter}
        title={S.title}
        actions={<RoundHeaderActions roomId={roomId} watching />}
        notice={round.stop ? <StopNotice /> : null}
        timer={
          <CountdownRing
            startsAt={round.stop?.at ?? round.answeringStartsAt}
            endsAt={round.deadline}
            label={t.answering.timeToAnswer}
            className="max-sm:size-[4.25rem]"
          />
        }
      />
      <ConnectionBanner />
      <SpectatorBar roomId={roomId} view={view} />
      {round.stop ? <StopBanner stop={round.stop} deadline={round.deadline} view={view} /> : null}
      <ProgressStrip view={view} heading={S.players} />
      <Card className="p-4 sm:p-6">
        <h2 className="font-extrabold">{S.categories}</h2>
        <CategoryPills categories={round.categories} className="mt-3" />
        <p className="mt-4 text-sm font-semibold text-ink-muted">
          {S.answersLater({ letter: round.letter })}
        </p>
      </Card>
    </div>
  );
}
