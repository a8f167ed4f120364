import type { BotLevel } from '@npat/protocol';

/**
 * What home's Play now asks the lobby to seat when it opens (router state, so a shared link carries none):
 * the bots' levels, one seat each (features/lobby/use-solo-bots.ts).
 */
export type SoloLobbyState = { readonly addBots: readonly BotLevel[] };
