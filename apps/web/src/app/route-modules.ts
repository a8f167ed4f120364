import { loadScreenText } from '@/i18n/locale-store';

/** A screen's code together with the screens' words of the player's language (decision 068). */
function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadScreenText()]))[0];
}

/**
 * Each screen's code but home's (in the entry), fetched only when its route is matched (or prefetched). Kept apart from the route
 * table so the prefetch can ask for the same chunks; a module already fetched is not fetched again.
 */
const loaders = {
  credits: async () => (await import('@/features/credits/credits-page')).CreditsPage,
  resetPassword: async () =>
    (await import('@/features/reset-password/reset-password-page')).ResetPasswordPage,
  confirmSignUp: async () =>
    (await import('@/features/confirm-sign-up/confirm-sign-up-page')).ConfirmSignUpPage,
  gameCreation: async () => (await import('@/features/game-creation/game-creation-page')).GameCreationPage,
  history: async () => (await import('@/features/history/history-page')).HistoryPage,
  // The room's parent holds the socket, so socket.io-client and the game stores arrive with a room screen.
  room: async () => (await import('./room-layout')).RoomLayout,
  lobby: async () => (await import('@/features/lobby/lobby-page')).LobbyPage,
  game: async () => (await import('@/features/game/answering/game-page')).GamePage,
  scoring: async () => (await import('@/features/game/review/scoring-page')).ScoringPage,
  result: async () => (await import('@/features/game/results/result-page')).ResultPage,
  // The room's big screen has its own connection (no session), so it needs no room's parent.
  bigScreen: async () => (await import('@/features/big-screen/big-screen-page')).BigScreenPage,
};

export const screens = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, withWords(load)]),
) as { [Name in keyof typeof loaders]: (typeof loaders)[Name] };
