/**
 * The tab's copy of the answers it has not yet seen saved (sessionStorage, so a reload or a closed and
 * reopened tab keeps them, and another tab never sees them): per room, one round, one entry per category.
 * An entry is written on every key, before any draft goes out, and removed once the server acknowledged
 * that text; `base` is the text the server held, as far as the tab knew, when the change was made, so a
 * reload can tell whether the server's text is older than the kept one (docs/product/timing.md#drafts).
 */

/** One unacknowledged change of a field. */
export type KeptDraft = { text: string; base: string };

type Kept = { round: number; fields: Record<string, KeptDraft> };

const keyOf = (roomId: string) => `npat:answer-drafts:${roomId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off (a browser setting): drafts still go to the server, only a reload may lose one.
    return null;
  }
}

function read(roomId: string): Kept | null {
  try {
    const raw = storage()?.getItem(keyOf(roomId));
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Kept>;
    if (typeof kept.round !== 'number' || typeof kept.fields !== 'object' || kept.fields === null)
      return null;
    return { round: kept.round, fields: kept.fields };
  } catch {
    return null;
  }
}

function write(roomId: string, kept: Kept): void {
  try {
    if (Object.keys(kept.fields).length === 0) storage()?.removeItem(keyOf(roomId));
    else storage()?.setItem(keyOf(roomId), JSON.stringify(kept));
  } catch {
    // Full or refused: the server's copy is the one that counts.
  }
}

/** The kept changes of the room's round `round` (none of any other round), by category. */
export function keptDrafts(roomId: string, round: number): Record<string, KeptDraft> {
  const kept = read(roomId);
  if (kept === null || kept.round !== round) return {};
  const fields: Record<string, KeptDraft> = {};
  for (const [categoryId, draft] of Object.entries(kept.fields)) {
    if (typeof draft?.text === 'string' && typeof draft.base === 'string') fields[categoryId] = draft;
  }
  return fields;
}

/** Keeps a change of one field; a change of a new round drops what an earlier round kept. */
export function keepDraft(roomId: string, round: number, categoryId: string, draft: KeptDraft): void {
  const fields = keptDrafts(roomId, round);
  write(roomId, { round, fields: { ...fields, [categoryId]: draft } });
}

/** Drops the kept change of one field (the server has it, or can never take it). */
export function forgetDraft(roomId: string, round: number, categoryId: string): void {
  const fields = keptDrafts(roomId, round);
  if (!(categoryId in fields)) return;
  const { [categoryId]: _forgotten, ...rest } = fields;
  write(roomId, { round, fields: rest });
}

/** Drops everything the room's round kept (its answering is over). */
export function forgetRoundDrafts(roomId: string, round: number): void {
  if (read(roomId)?.round === round) write(roomId, { round, fields: {} });
}

/**
 * What a field shows when the screen opens: the kept change when the server still holds the text it was
 * made over (or already holds it), else the server's text, a newer save from another tab.
 */
export function restoredText(server: string, kept: KeptDraft | undefined): string {
  if (kept === undefined) return server;
  return server === kept.base ? kept.text : server;
}
