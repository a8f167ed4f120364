import { lazy } from 'react';

// The lobby's lazy parts (docs/decisions/024-route-splitting-and-bundle-budgets.md): the live lobby (the
// socket, the schemas, the cards) arrives after the lobby's heading has been painted, or earlier where the
// player is likely to go there next; the dialogs' forms (react-hook-form) when the player reaches for the
// lobby or a dialog opens.
const loaders = {
  live: () => import('./lobby-live'),
  settingsForm: () => import('./settings-form'),
  categoriesForm: () => import('./categories-form'),
};

export const LazyLobbyLive = lazy(async () => ({ default: (await loaders.live()).LobbyLive }));
export const LazySettingsForm = lazy(async () => ({ default: (await loaders.settingsForm()).SettingsForm }));
export const LazyCategoriesForm = lazy(async () => ({
  default: (await loaders.categoriesForm()).CategoriesForm,
}));

/** Fetches the live lobby ahead (a module already fetched is not fetched again). */
export async function prefetchLobbyLive(): Promise<void> {
  await loaders.live();
}

/** Fetches both dialogs' forms ahead. */
export function prefetchLobbyForms(): void {
  void loaders.settingsForm().catch(() => {});
  void loaders.categoriesForm().catch(() => {});
}
