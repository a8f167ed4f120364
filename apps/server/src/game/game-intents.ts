import type { GameIntent } from '@npat/engine';
import type { GameIntentName, GameIntentPayload } from '@npat/protocol';

/**
 * Wire intents with a way of their own through the server: joining and Play again are the server's,
 * and a draft is acknowledged without a view.
 */
export type ServerGameIntentName = 'game:join' | 'game:play-again' | 'game:save-answer';

/** Every other wire intent: one engine intent of the sender, acknowledged with their view. */
export type EngineIntentName = Exclude<GameIntentName, ServerGameIntentName>;

type IntentOf<N extends EngineIntentName> = (payload: GameIntentPayload<N>) => GameIntent;

/**
 * The engine intent of each wire intent, the roomId left out. Nothing here names an actor: the
 * gateway always acts as the socket's own user, so a player can only ever write their own answers
 * and votes, whatever the payload says.
 */
export const ENGINE_INTENTS: { readonly [N in EngineIntentName]: IntentOf<N> } = {
  'game:done': () => ({ type: 'mark-done' }),
  'game:stop': () => ({ type: 'stop' }),
  'game:challenge': ({ authorUid, categoryId }) => ({ type: 'challenge', authorUid, categoryId }),
  'game:withdraw-challenge': ({ authorUid, categoryId }) => ({
    type: 'withdraw-challenge',
    authorUid,
    categoryId,
  }),
  'game:vote-creative': ({ authorUid, categoryId, creative }) => ({
    type: 'vote-creative',
    authorUid,
    categoryId,
    creative,
  }),
  'game:join-answers': ({ categoryId, uids }) => ({ type: 'join-answers', categoryId, uids }),
  'game:split-answer': ({ categoryId, uid }) => ({ type: 'split-answers', categoryId, uid }),
  'game:review-done': () => ({ type: 'review-done' }),
  'game:continue': () => ({ type: 'host-continue' }),
  'game:next-round': () => ({ type: 'next-round' }),
  'game:leave': () => ({ type: 'leave-game' }),
  'game:leave-results': () => ({ type: 'leave-results' }),
  'game:end': () => ({ type: 'end-game' }),
  'game:redraw-letter': () => ({ type: 'redraw-letter' }),
  'game:make-host': ({ uid }) => ({ type: 'make-host', uid }),
  'game:round-settings': ({ roundTime, endMode }) => ({ type: 'change-round-settings', roundTime, endMode }),
  'game:join-next-round': ({ join }) => ({ type: 'join-next-round', join }),
  'game:veto-letter': ({ letter }) => ({ type: 'veto-letter', letter }),
};

export const ENGINE_INTENT_NAMES = Object.keys(ENGINE_INTENTS) as EngineIntentName[];

/** The engine intent of a validated payload of `name`. */
export function engineIntentOf<N extends EngineIntentName>(
  name: N,
  payload: GameIntentPayload<N>,
): GameIntent {
  return ENGINE_INTENTS[name](payload);
}
