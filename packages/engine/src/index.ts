/** Pure game rules: no I/O, the clock and the random source are always passed in. */
export * from './text/normalize.ts';
export * from './categories/category-exists.ts';
export * from './categories/sort-by-added-at.ts';
export * from './lobby/room-state.ts';
export * from './lobby/create-room.ts';
export * from './lobby/join-room.ts';
export * from './lobby/leave-room.ts';
export * from './lobby/kick-player.ts';
export * from './lobby/update-settings.ts';
export * from './lobby/player-categories.ts';
export * from './lobby/set-slot-presence.ts';
export * from './lobby/start-game-from-lobby.ts';
export * from './lobby/lobby-view.ts';
export * from './lobby/join-code.ts';
