/**
 * Our theme's own scale values (app/theme.css) that tailwind-merge must know, so `rounded-card` and
 * `shadow-card` conflict with the stock radii and shadows as they do in the CSS. Colours need nothing: any
 * `bg-*`/`text-*` name counts. Read by scripts/class-merge-config.ts and by the tests' full merge.
 */
export const THEME_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  radius: ['card'],
  shadow: ['card'],
};
