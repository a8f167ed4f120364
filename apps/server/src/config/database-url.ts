import { fileURLToPath } from 'node:url';

/** Where the data lives, as written in DATABASE_URL; an SQLite path may still be relative. */
export type DatabaseUrlTarget = { dialect: 'postgres'; url: string } | { dialect: 'sqlite'; path: string };

/**
 * Reads DATABASE_URL: `postgres://` or `postgresql://` selects PostgreSQL; `sqlite:` URLs,
 * `file:` URLs and plain paths select an SQLite file (`sqlite::memory:` for a throw-away database).
 * Returns `undefined` for anything else, such as another database's URL.
 */
export function parseDatabaseUrl(raw: string): DatabaseUrlTarget | undefined {
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    return URL.canParse(raw) ? { dialect: 'postgres', url: raw } : undefined;
  }
  if (/^sqlite:/i.test(raw)) return sqlitePath(raw.slice('sqlite:'.length).replace(/^\/\//, ''));
  if (/^file:\/\//i.test(raw)) {
    try {
      return sqlitePath(fileURLToPath(raw));
    } catch {
      return undefined;
    }
  }
  if (/^file:/i.test(raw)) return sqlitePath(raw.slice('file:'.length));
  // Any other scheme is a database we do not speak, not a file name.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) return undefined;
  return sqlitePath(raw);
}

function sqlitePath(path: string): DatabaseUrlTarget | undefined {
  return path === '' ? undefined : { dialect: 'sqlite', path };
}
