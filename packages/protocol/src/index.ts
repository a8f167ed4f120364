/**
 * Wire types and user-facing messages shared by the server and the web app.
 * Bump PROTOCOL_VERSION whenever a message shape changes incompatibly.
 */
export const PROTOCOL_VERSION = 2;

export * from './avatars.ts';
export * from './api-errors.ts';
export * from './health.ts';
export * from './realtime.ts';
export * from './messages.ts';
export * from './text.ts';
export * from './parse-untrusted.ts';
export * from './json-depth.ts';
export * from './ui-locales.ts';
export * from './identity.ts';
export * from './auth-routes.ts';
export * from './auth-api.ts';
export * from './user-check.ts';
export * from './category-library.ts';
export * from './languages/game-languages.ts';
export * from './languages/letter-pools.ts';
export * from './languages/category-titles.ts';
export * from './settings.ts';
export * from './languages/language-defaults.ts';
export * from './room-version.ts';
export * from './room-phases.ts';
export * from './lobby.ts';
export * from './room-routes.ts';
export * from './rooms-api.ts';
export * from './room-access-check.ts';
export * from './running-game.ts';
export * from './game-api.ts';
export * from './game-acks.ts';
export * from './game-results.ts';
export * from './player-view.ts';
