import { textRulesOf, isFilledAnswer, type PlayerView } from '@npat/engine';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { useText } from '@/i18n/use-text';
import { useIsPast } from '@/lib/clock';
import { useGameIntent } from '@/lib/game-intent';
import { ConnectionBanner } from '../parts/connection-banner';
import { CountdownRing } from '../parts/countdown-ring';
import { RoundHeader } from '../parts/round-header';
import { RoundHeaderActions } from '../parts/sound-toggle';
import { SpectatorBar } from '../parts/spectator-bar';
import { AnswerField } from './answer-field';
import { ProgressStrip } from './progress-strip';
import { RoundActions } from './round-actions';
import { SaveStatus } from './save-status';
import { StopBanner } from './stop-banner';
import { StopNotice } from './stop-notice';
import { useLastSecondsAnnounced } from './use-last-seconds-announced';
import { useAnswerDrafts } from './use-answer-drafts';

type AnsweringScreenProps = { roomId: string; view: PlayerView };

/**
 * ANSWERING: one field per category, the countdown, the others' progress, the STOP banner, and the bottom
 * bar with Done (and STOP in Fastest Finger). On a phone the round header (letter, round, countdown, STOP)
 * stays in sight at the top while the player types, and the bar at the bottom, above the keyboard. The
 * fields lock at the deadline the view names (the server's, or the STOP countdown's); what was typed until
 * then is sent at once, within the second of grace the server allows.
 */
export function AnsweringScreen({ roomId, view }: AnsweringScreenProps) {
  const S = useText().game.answering;
  const { round, settings } = view;
  const textRules = textRulesOf(settings);
  const drafts = useAnswerDrafts(roomId, round);
  const { flush } = drafts;
  const locked = useIsPast(round.deadline);
  const { run, pending } = useGameIntent(roomId);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useLastSecondsAnnounced(round.deadline, locked, round.stop !== null);

  useEffect(() => {
    if (locked) void flush();
  }, [locked, flush]);

  const done = round.progress.find((progress) => progress.uid === view.you)?.done ?? false;
  // Counted as the server counts it, or STOP would be offered only to be refused.
  const allFilled = round.categories.every((category) => isFilledAnswer(drafts.texts[category.id] ?? ''));

  async function finish(intent: 'game:done' | 'game:stop'): Promise<void> {
    // What is still waiting for its debounce goes first, so Done or STOP never leaves a draft behind.
    await flush();
    await run(intent, { roomId }, () => void finish(intent));
  }

  function ownerName(ownerUid: string | null): string | undefined {
    return ownerUid === null
      ? undefined
      : view.players.find((player) => player.uid === ownerUid)?.displayName;
  }

  // Party mode (docs/product/rules.md#big-screen): the phone keeps its own fields and a small countdown.
  const pad = settings.bigScreen;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <RoundHeader
        round={round.number}
        rounds={settings.rounds}
        letter={round.letter}
        title={S.title}
        actions={<RoundHeaderActions roomId={roomId} />}
        sticky
        notice={round.stop ? <StopNotice /> : null}
        timer={
          <CountdownRing
            startsAt={round.stop?.at ?? round.answeringStartsAt}
            endsAt={round.deadline}
            label={S.timeToAnswer}
            className={pad ? 'size-12' : 'max-sm:size-[4.25rem]'}
          />
        }
      />
      <ConnectionBanner />
      {round.stop ? <StopBanner stop={round.stop} deadline={round.deadline} view={view} /> : null}
      {/* With a big screen the phone is an answer pad: everyone's progress is up on the screen. */}
      {pad ? null : <ProgressStrip view={view} />}
      <SpectatorBar roomId={roomId} view={view} />
      <Card className="p-4 sm:p-6">
        <form
          aria-label={S.fieldsLabel}
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-4"
        >
          {round.categories.map((category, index) => (
            <AnswerField
              key={category.id}
              category={category}
              letter={round.letter}
              rules={textRules}
              value={drafts.texts[category.id] ?? ''}
              ownerName={ownerName(category.ownerUid)}
              locked={locked}
              onChange={(text) => drafts.change(category.id, text)}
              onBlur={() => void drafts.send(category.id)}
              onEnter={() => {
                const next = inputs.current[index + 1];
                if (next) next.focus();
                else void drafts.send(category.id);
              }}
              inputRef={(input) => {
                inputs.current[index] = input;
              }}
            />
          ))}
        </form>
        <SaveStatus locked={locked} unsaved={drafts.unsaved} />
      </Card>
      {locked ? null : (
        <RoundActions
          canDone={view.allowed.includes('game:done')}
          canStop={view.allowed.includes('game:stop')}
          allFilled={allFilled}
          done={done}
          pending={pending}
          onDone={() => void finish('game:done')}
          onStop={() => void finish('game:stop')}
        />
      )}
    </div>
  );
}
