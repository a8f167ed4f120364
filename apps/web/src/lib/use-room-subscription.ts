import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { text } from '@/i18n/locale-store';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { gameSocket, type TabServerEvents } from './socket';
import { isPassingRefusal, toastNoAnswer, toastRefusalWithRetry } from './use-intent';

/** A join's answer: the room's view, or the refusal with its code. */
export type JoinAck<View> =
  | { readonly ok: true; readonly view: View }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/** How one screen follows its room: the join it sends and the broadcasts it listens to. */
export interface RoomSubscription<View> {
  readonly intent: 'lobby:join' | 'game:join';
  /** Sends the join; resolves with its ack, undefined for an answer that is no ack, rejects on no answer. */
  readonly send: () => Promise<JoinAck<View> | undefined>;
  /** The join accepted the player: its view goes into the room's store. */
  readonly onJoined: (view: View) => void;
  /** The room's broadcasts, by event; each handler checks the room id and stores what it parsed. */
  readonly listeners: { readonly [E in keyof TabServerEvents]?: (raw: unknown) => void };
}

/** Makes a screen's subscription; a function of the module, so the hook's effect runs once per room. */
export type RoomSubscriptionSetup<View> = (
  roomId: string,
  uid: string | undefined,
  navigate: NavigateFunction,
) => RoomSubscription<View>;

/**
 * Follows `roomId` while the screen is mounted, the one way the lobby and the game do it: on every
 * (re)connect it joins the room and stores the ack's view (a reload, a lost network and a restarted
 * server all come back this way); in between it hands the room's broadcasts to `listeners`. A passing
 * refusal (busy, too much sent) and no answer in time leave the player where they are with a Try again;
 * any other refusal sends them home, as there is no room to show.
 */
export function useRoomSubscription<View>(
  setup: RoomSubscriptionSetup<View>,
  roomId: string,
  uid: string | undefined,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    const socket = gameSocket();
    const { intent, send, onJoined, listeners } = setup(roomId, uid, navigate);
    const side = intent === 'game:join' ? 'game' : 'lobby';
    let active = true;

    function join() {
      send().then(
        (ack) => {
          if (!active) return;
          if (!ack) return void toast.error(text().lib.badAnswer);
          if (!ack.ok && isPassingRefusal(ack.error.code))
            return toastRefusalWithRetry(intent, wordRefusal(ack.error, side), join);
          if (!ack.ok) {
            toast.error(wordRefusal(ack.error, side), { id: `refusal:${ack.error.code}` });
            return void navigate('/', { replace: true });
          }
          onJoined(ack.view);
        },
        () => active && toastNoAnswer(intent, join),
      );
    }
    const handlers = Object.entries(listeners).map(([event, listener]) => {
      const handler = (raw: unknown) => active && listener(raw);
      return [event as keyof TabServerEvents, handler] as const;
    });

    socket.on('connect', join);
    for (const [event, handler] of handlers) socket.on(event, handler);
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('connect', join);
      for (const [event, handler] of handlers) socket.off(event, handler);
    };
  }, [setup, roomId, uid, navigate]);
}
