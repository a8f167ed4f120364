/**
 * Wire types and user-facing messages shared by the server and the web app.
 * Bump PROTOCOL_VERSION whenever a message shape changes incompatibly.
 */
export const PROTOCOL_VERSION = 1;

export * from './avatars.ts';
