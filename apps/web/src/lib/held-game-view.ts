import { withOwnDraft, withProgress, type PlayerView } from '@npat/engine';
import type { GameProgress } from '@npat/protocol';

/** One of the player's own drafts, accepted by the server as the room's `version` (its ack has no view). */
export interface OwnDraft {
  readonly round: number;
  readonly categoryId: string;
  readonly text: string;
  readonly version: number;
}

/**
 * What a tab holds of one game, ordered by the room's version. Across nodes messages can arrive in
 * another order than they were committed, and the nodes' clocks cannot order them either.
 *
 * Progress messages and own drafts are parts of a view, so they are kept beside the last whole view
 * rather than folded into it for good: a whole view older than them may still arrive (sent earlier by
 * another node) and must be shown, with the newer parts put in again, not dropped for them.
 */
export interface HeldGameView {
  /** The newest whole view the server sent. */
  readonly base: PlayerView;
  /** The newest progress message newer than `base`. */
  readonly progress: GameProgress | undefined;
  /** The player's own accepted drafts newer than `base`, the newest one per category. */
  readonly drafts: readonly OwnDraft[];
  /** What the screens show: `base` with `progress` and `drafts` put in. */
  readonly shown: PlayerView;
}

/**
 * `held` with a whole view of the server; `held` itself when the view is not newer than its base (a view
 * of the same version shows the same).
 */
export function withWholeView(held: HeldGameView | undefined, view: PlayerView): HeldGameView {
  if (held !== undefined && view.version <= held.base.version) return held;
  return settled(view, held?.progress, held?.drafts ?? []);
}

/** `held` with the room's progress; `held` itself when it holds that progress or newer already. */
export function withProgressMessage(held: HeldGameView, update: GameProgress): HeldGameView {
  if (update.version <= (held.progress?.version ?? held.base.version)) return held;
  return settled(held.base, update, held.drafts);
}

/** `held` with the player's own accepted draft; `held` itself when its base holds the draft already. */
export function withAcceptedDraft(held: HeldGameView, draft: OwnDraft): HeldGameView {
  if (draft.version <= held.base.version) return held;
  const same = held.drafts.find((each) => each.categoryId === draft.categoryId && each.round === draft.round);
  if (same !== undefined && same.version >= draft.version) return held;
  return settled(held.base, held.progress, [...held.drafts.filter((each) => each !== same), draft]);
}

/**
 * The parts newer than `base`, put into it in the order the room committed them: the own filled count
 * is then the one of the newest part, as the server counted it at that version.
 */
function settled(
  base: PlayerView,
  progress: GameProgress | undefined,
  drafts: readonly OwnDraft[],
): HeldGameView {
  const newerProgress = progress !== undefined && progress.version > base.version ? progress : undefined;
  const newerDrafts = drafts.filter((draft) => draft.version > base.version);
  const parts = [...newerDrafts, ...(newerProgress === undefined ? [] : [newerProgress])];
  let shown = base;
  for (const part of parts.sort((a, b) => a.version - b.version)) {
    if (!('text' in part)) shown = withProgress(shown, part);
    // A draft of another round than the view shows (its round's view is still on its way) waits for it.
    else if (part.round === shown.round.number) shown = withOwnDraft(shown, part.categoryId, part.text);
  }
  return { base, progress: newerProgress, drafts: newerDrafts, shown };
}
