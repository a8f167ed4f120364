import type { RoundView } from '@npat/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { emitGameIntent } from '@/lib/game-intent';
import { storeOwnDraft } from '@/lib/game-view-store';
import { gameSocket } from '@/lib/socket';

/** Typing pauses this long before a draft is sent; blur, Done and STOP send at once. */
export const DRAFT_DEBOUNCE_MS = 400;

type Texts = Record<string, string>;

/**
 * The player's answers of one round, saved to the server as drafts while they type, so a reload or a lost
 * connection keeps them (the view's `yourAnswers` bring them back). What the player types is the truth
 * here: later views never overwrite a field, they only confirm what was saved. A draft that got no answer
 * stays unsaved and goes again on the next change, on blur, and after a reconnect.
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

  const send = useCallback(
    async (categoryId: string): Promise<void> => {
      clearTimeout(timers.current.get(categoryId));
      timers.current.delete(categoryId);
      const text = latest.current[categoryId] ?? '';
      if ((saved.current[categoryId] ?? '') === text) return;
      try {
        const ack = await emitGameIntent('game:save-answer', { roomId, categoryId, text });
        if (ack?.ok) {
          saved.current = { ...saved.current, [categoryId]: text };
          setSavedTexts(saved.current);
          storeOwnDraft(roomId, categoryId, text);
        } else if (ack && ack.error.code !== 'TOO_LATE') {
          // Answers closed is what the locked fields already say; anything else the player should hear.
          toast.error(ack.error.message, { id: `refusal:${ack.error.code}` });
        }
      } catch {
        // No answer in time: the draft stays unsaved and is sent again.
      }
    },
    [roomId],
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

  const unsaved = Object.keys(texts).filter((id) => (texts[id] ?? '') !== (savedTexts[id] ?? '')).length;
  return { texts, change, send, flush, unsaved };
}
