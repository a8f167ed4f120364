import { useEffect, useRef } from 'react';
import { text } from '@/i18n/locale-store';
import { announce } from './announce';
import { toast } from './toast';

/** Where the host changed: what the new host may do differs between the lobby and a game. */
export type HostChangeScene = 'lobby' | 'game' | 'results';

export interface HostOfRoom {
  readonly roomId: string;
  readonly hostUid: string;
  readonly hostName: string;
  /** The viewer's uid. */
  readonly you: string | undefined;
}

/**
 * Tells everyone when the host changes (the host left): a toast and the live region, so the players know
 * who moves the game on, and the new host hears what they may do now. The first host seen is not news.
 */
export function useHostChangeAnnounced(host: HostOfRoom | null, scene: HostChangeScene): void {
  const seen = useRef<{ roomId: string; hostUid: string } | null>(null);
  const roomId = host?.roomId;
  const hostUid = host?.hostUid;
  const hostName = host?.hostName;
  const you = host?.you;
  useEffect(() => {
    if (roomId === undefined || hostUid === undefined || hostName === undefined) return;
    const before = seen.current;
    seen.current = { roomId, hostUid };
    if (before === null || before.roomId !== roomId || before.hostUid === hostUid) return;
    const t = text().lib;
    const message = hostUid === you ? t.youAreHost[scene] : t.newHost({ name: hostName });
    toast(message, { id: `host-changed:${roomId}` });
    announce(message);
  }, [roomId, hostUid, hostName, you, scene]);
}
