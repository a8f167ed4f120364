import { fileURLToPath } from 'node:url';

/**
 * The repository's root directory, found from this file's location rather than the working directory,
 * because npm runs workspace scripts with apps/server as their working directory.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the server keeps its files (SQLite database, session secret) unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** Where Vite writes the production build of the web app unless WEB_DIST says otherwise. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
