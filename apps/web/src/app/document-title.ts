import { text } from '@/i18n/locale-store';

/**
 * The browser tab title of a screen: the screen's name and the app's, in the player's language. Worded when
 * called (screens call it while rendering), so it follows a change of language.
 */
export function documentTitle(title?: string): string {
  const { app } = text();
  return title ? app.screenTitle({ screen: title, appName: app.appName }) : app.appName;
}
