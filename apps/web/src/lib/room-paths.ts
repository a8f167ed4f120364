import type { RoomPhase } from '@npat/protocol';

/** The screens of a room, each a child route of `/game-room/{roomId}` (docs/product/screens.md#routes). */
export const ROOM_SCREENS = ['lobby', 'game', 'scoring', 'result'] as const;
export type RoomScreen = (typeof ROOM_SCREENS)[number];

/** The path of one screen of a room. */
export function roomPath(roomId: string, screen: RoomScreen = 'lobby'): string {
  return `/game-room/${encodeURIComponent(roomId)}/${screen}`;
}

/**
 * The invite link's path: home with the room id, so a signed-out friend signs in first
 * (docs/product/screens.md#routes).
 */
export function joinLinkPath(roomId: string): string {
  return `/?jc=${encodeURIComponent(roomId)}`;
}

/** The big screen's page of a room (docs/product/rules.md#big-screen): opened on the shared screen, signed in or not. */
export function bigScreenPath(roomId: string): string {
  return `/screen/${encodeURIComponent(roomId)}`;
}

/**
 * The screen that shows a phase (docs/product/screens.md#phases-and-screens); none for a completed game,
 * whose URLs all lead home.
 */
export function screenForPhase(phase: RoomPhase): RoomScreen | null {
  switch (phase) {
    case 'LOBBY':
      return 'lobby';
    case 'ROUND_STARTING':
    case 'ANSWERING':
      return 'game';
    case 'REVIEWING':
    case 'ROUND_RESULTS':
      return 'scoring';
    case 'FINAL_RESULTS':
      return 'result';
    case 'GAME-COMPLETED':
      return null;
  }
}
