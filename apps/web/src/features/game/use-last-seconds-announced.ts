import { useEffect } from 'react';
import { isUrgent } from '@/components/game/format-countdown';
import { announce } from '@/lib/announce';
import { useServerNow } from '@/lib/clock';
import { GAME_STRINGS } from './strings';

/**
 * Says once that the last seconds have begun (10 s, when the countdown turns red), so a player who cannot
 * see the ring hears it; the ticking digits are not read out.
 */
export function useLastSecondsAnnounced(deadline: number, locked: boolean): void {
  const urgent = isUrgent(deadline - useServerNow()) && !locked;
  useEffect(() => {
    if (urgent) announce(GAME_STRINGS.answering.lastSeconds);
  }, [urgent]);
}
