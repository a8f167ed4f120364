/**
 * The phases of a game, after the lobby (docs/product/rules.md#room-phases): listed once, here. The
 * engine's states and the views use these; GAME-COMPLETED keeps its first spelling.
 */
export const GAME_PHASES = [
  'ROUND_STARTING',
  'ANSWERING',
  'REVIEWING',
  'ROUND_RESULTS',
  'FINAL_RESULTS',
  'GAME-COMPLETED',
] as const;

export type GamePhase = (typeof GAME_PHASES)[number];

/**
 * The phases of a room: the lobby, then the game's. LOBBY and GAME-COMPLETED keep their first spelling,
 * which the room guard (docs/product/screens.md#room-guard) compares against.
 */
export const ROOM_PHASES = ['LOBBY', ...GAME_PHASES] as const;

export type RoomPhase = (typeof ROOM_PHASES)[number];
