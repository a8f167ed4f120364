import type { RoundView } from '@npat/engine';
import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { emitGameIntent } from '@/lib/game-intent';
import { storeOwnDraft } from '@/lib/game-view-store';
import { gameSocket } from '@/lib/socket';
import { forgetDraft, forgetRoundDrafts, keepDraft, keptDrafts, restoredText } from './draft-storage';

/** Typing pauses this long before a draft is sent; blur, Done, STOP and the page being hidden send at once. */
export const DRAFT_DEBOUNCE_MS = 400;

/**
 * After the server refused a draft as one too many at once, it goes again this much later, unasked, up to
 * DRAFT_RETRIES times; after that it waits, unsaved, for the next change, blur or reconnect.
 */
export const DRAFT_RETRY_MS = 1000;
const DRAFT_RETRIES = 3;

type Texts = Record<string, string>;

/**
 * The player's answers of one round, saved to the server as drafts while they type, so a reload or a lost
 * connection keeps them (the view's `yourAnswers` bring them back). What the player types is the truth
 * here: a view never overwrites a field with a change not yet saved. A draft that got no answer
 * stays unsaved and goes again on the next change, on blur, after a reconnect and when the page is hidden or
 * closed. Until the server acknowledged it, every change is also kept in the tab's storage
 * (draft-storage.ts): a reload right after the last key shows it again and sends it. A draft saved in the
 * player's other tab shows here too, unless this tab has a newer change of that field.
 */
export function useAnswerDrafts(roomId: string, round: RoundView) {
  const roundNumber = round.number;
  const [initial] = useState(() => restoredTexts(roomId, round));
  const [texts, setTexts] = useState<Texts>(initial.texts);
  const [savedTexts, setSavedTexts] = useState<Texts>(initial.server);
  const latest = useRef<Texts>(initial.texts);
  const saved = useRef<Texts>(initial.server);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const send = useCallback(
    async (categoryId: string): Promise<void> => {
      clearTimeout(timers.current.get(categoryId));
      timers.current.delete(categoryId);
      for (let attempt = 0; attempt <= DRAFT_RETRIES; attempt += 1) {
        // Read again on every attempt: what goes out is always what the field holds now.
        const text = latest.current[categoryId] ?? '';
        if ((saved.current[categoryId] ?? '') === text) return;
        try {
          const ack = await emitGameIntent('game:save-answer', { roomId, categoryId, text });
          if (ack && !ack.ok && ack.error.code === LOBBY_ERROR_CODES.rateLimited) {
            // Nothing the player did wrong: the field stays unsaved for a moment and goes again.
            await new Promise((resolve) => setTimeout(resolve, DRAFT_RETRY_MS));
            continue;
          }
          if (ack?.ok) {
            saved.current = { ...saved.current, [categoryId]: text };
            setSavedTexts(saved.current);
            storeOwnDraft(roomId, { round: roundNumber, categoryId, text, version: ack.version });
            // The tab's copy goes once the server has what the field holds; a newer change stays kept,
            // now over the text just saved.
            const now = latest.current[categoryId] ?? '';
            if (now === text) forgetDraft(roomId, roundNumber, categoryId);
            else keepDraft(roomId, roundNumber, categoryId, { text: now, base: text });
          } else if (ack) {
            // Refused for good: kept, it would only be refused again after a reload.
            forgetDraft(roomId, roundNumber, categoryId);
            // Answers closed is what the locked fields already say; anything else the player should hear.
            if (ack.error.code !== 'too-late') {
              toast.error(wordRefusal(ack.error, 'game'), { id: `refusal:${ack.error.code}` });
            }
          }
        } catch {
          // No answer in time: the draft stays unsaved and is sent again.
        }
        return;
      }
    },
    [roomId, roundNumber],
  );

  const change = useCallback(
    (categoryId: string, text: string) => {
      latest.current = { ...latest.current, [categoryId]: text };
      setTexts(latest.current);
      // Kept at once, before the debounce: a reload a moment after the last key finds it here.
      keepDraft(roomId, roundNumber, categoryId, { text, base: saved.current[categoryId] ?? '' });
      clearTimeout(timers.current.get(categoryId));
      timers.current.set(
        categoryId,
        setTimeout(() => void send(categoryId), DRAFT_DEBOUNCE_MS),
      );
    },
    [roomId, roundNumber, send],
  );

  const flush = useCallback(
    () => Promise.all(Object.keys(latest.current).map((categoryId) => send(categoryId))).then(() => {}),
    [send],
  );

  useEffect(() => {
    const socket = gameSocket();
    const pending = timers.current;
    const resend = () => void flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') resend();
    };
    // What the tab kept from before a reload goes now; and again after a reconnect, and whenever the page
    // is hidden, closed or left (the socket may still carry it out; if not, the tab's copy is sent next time).
    resend();
    socket.on('connect', resend);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', resend);
    window.addEventListener('beforeunload', resend);
    return () => {
      socket.off('connect', resend);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', resend);
      window.removeEventListener('beforeunload', resend);
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, [flush]);

  // The screen closes when the round's answering is over (or the player leaves): nothing kept can count.
  useEffect(() => () => forgetRoundDrafts(roomId, roundNumber), [roomId, roundNumber]);

  // The player's other tabs save too: their texts arrive in this tab's views. A field this tab has not
  // changed since its last save takes them; one with a newer change of its own keeps it, and that change,
  // sent later, is the last write (never a mix of the two).
  const yourAnswers = round.yourAnswers;
  useEffect(() => {
    let taken: Texts | undefined;
    for (const { categoryId, text } of yourAnswers) {
      const known = saved.current[categoryId] ?? '';
      const own = latest.current[categoryId] ?? '';
      if (text === known || own !== known || timers.current.has(categoryId)) continue;
      taken = { ...(taken ?? {}), [categoryId]: text };
    }
    if (taken === undefined) return;
    latest.current = { ...latest.current, ...taken };
    saved.current = { ...saved.current, ...taken };
    setTexts(latest.current);
    setSavedTexts(saved.current);
  }, [yourAnswers]);

  const unsaved = Object.keys(texts).filter((id) => (texts[id] ?? '') !== (savedTexts[id] ?? '')).length;
  return { texts, change, send, flush, unsaved };
}

/**
 * The texts a round's screen opens with: the server's (the view's `yourAnswers`), each overlaid by the tab's
 * kept change of that field when that change is newer than the server's text.
 */
function restoredTexts(roomId: string, round: RoundView): { texts: Texts; server: Texts } {
  const kept = keptDrafts(roomId, round.number);
  const server: Texts = {};
  const texts: Texts = {};
  for (const { categoryId, text } of round.yourAnswers) {
    server[categoryId] = text;
    texts[categoryId] = restoredText(text, kept[categoryId]);
    if (texts[categoryId] === text) forgetDraft(roomId, round.number, categoryId);
  }
  return { texts, server };
}
