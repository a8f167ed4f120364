import { useEffect } from 'react';
import { text } from '@/i18n/locale-store';
import { announce } from '@/lib/announce';
import { serverNow, useServerNow } from '@/lib/clock';
import { isUrgent, URGENT_SECONDS } from '@/components/game/format-countdown';
import { playCue } from '@/lib/sounds';

/** The 10-second cue plays only when the last seconds have just begun, not for a player arriving later. */
const CUE_LATE_MS = 1500;

/**
 * Says once that the last seconds have begun (10 s, when the countdown turns red), so a player who cannot
 * see the ring hears it; the ticking digits are not read out. With sounds on it also plays the 10-second
 * cue, unless a STOP began them (`stopped`: the STOP banner has its own cue).
 */
export function useLastSecondsAnnounced(deadline: number, locked: boolean, stopped = false): void {
  const urgent = isUrgent(deadline - useServerNow()) && !locked;
  useEffect(() => {
    if (urgent) announce(text().game.answering.lastSeconds);
  }, [urgent]);

  const cue = urgent && !stopped;
  useEffect(() => {
    if (cue && deadline - serverNow() > URGENT_SECONDS * 1000 - CUE_LATE_MS) playCue('tenSeconds');
  }, [cue, deadline]);
}
