/**
 * The phases of a room (docs/product/rules.md#room-phases). LOBBY and GAME-COMPLETED keep their first
 * spelling, which the room guard (docs/product/screens.md#room-guard) compares against.
 */
export const ROOM_PHASES = [
  'LOBBY',
  'ROUND_STARTING',
  'ANSWERING',
  'REVIEWING',
  'ROUND_RESULTS',
  'FINAL_RESULTS',
  'GAME-COMPLETED',
] as const;

export type RoomPhase = (typeof ROOM_PHASES)[number];
