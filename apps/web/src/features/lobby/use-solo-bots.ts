import type { LobbyView } from '@npat/protocol';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SoloLobbyState } from '@/lib/solo-lobby';
import { useLobbyIntent } from './use-lobby-intent';

/**
 * Play now's bots: once the host's lobby is in, the bots home asked for take their seats, one after another,
 * and the request is dropped from the page's history so a reload or Back seats none again. A lobby that
 * has bots already (a second tab) is left as it is.
 */
export function useSoloBots(view: LobbyView, me: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { run } = useLobbyIntent();
  const asked = (location.state as Partial<SoloLobbyState> | null)?.addBots;
  const started = useRef(false);
  const isHost = view.slots.some((slot) => slot.uid === me && slot.isHost);
  useEffect(() => {
    if (started.current || asked === undefined || !isHost) return;
    started.current = true;
    void (async () => {
      if (!view.slots.some((slot) => slot.bot !== null))
        for (const level of asked) await run('lobby:add-bot', { roomId: view.roomId, level }, () => {});
      await navigate(location.pathname, { replace: true, state: null });
    })();
  }, [asked, isHost, location.pathname, navigate, run, view.roomId, view.slots]);
}
