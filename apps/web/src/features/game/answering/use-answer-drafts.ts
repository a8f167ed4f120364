import type { RoundView } from '@npat/engine';
import { LOBBY_ERROR_CODES } from '@npat/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { emitGameIntent } from '@/lib/game-intent';
import { storeOwnDraft } from '@/lib/game-view-store';
import { gameSocket } from '@/lib/socket';

/** Typing pauses this long before a draft is sent; blur, Done and STOP send at once. */
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
 * stays unsaved and goes again on the next change, on blur, and after a reconnect. A draft saved in the
 * player's other tab shows here too, unless this tab has a newer change of that field.
 */
export function useAnswerDrafts(roomId: string, round: RoundView) {
  const [initial] = useState<Texts>(() =>
    Object.fromEntries(round.yourAnswers.map((a) => [a.categoryId, a.text])),
  );
  const [texts, setTexts] = useState<Texts>(initial);
  const [savedTexts, setSavedTexts] = useState<Texts>(initial);
  const latest = useRef<Texts>(initial);
  const saved = useRef<Texts>(initial);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const roundNumber = round.number;

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
          } else if (ack && ack.error.code !== 'too-late') {
            // Answers closed is what the locked fields already say; anything else the player should hear.
            toast.error(wordRefusal(ack.error, 'game'), { id: `refusal:${ack.error.code}` });
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
      clearTimeout(timers.current.get(categoryId));
      timers.current.set(
        categoryId,
        setTimeout(() => void send(categoryId), DRAFT_DEBOUNCE_MS),
      );
    },
    [send],
  );

  const flush = useCallback(
    () => Promise.all(Object.keys(latest.current).map((categoryId) => send(categoryId))).then(() => {}),
    [send],
  );

  useEffect(() => {
    const socket = gameSocket();
    const pending = timers.current;
    const resend = () => void flush();
    socket.on('connect', resend);
    return () => {
      socket.off('connect', resend);
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, [flush]);

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
