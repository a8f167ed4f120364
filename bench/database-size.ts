import { statSync } from 'node:fs';
import { join } from 'node:path';

/** The SQLite database the server keeps in its DATA_DIR (the server's default file name). */
const SQLITE_FILE = 'npat.sqlite';

/** How much disk the server's SQLite database takes: the file, and its write-ahead log beside it. */
export interface DatabaseSize {
  readonly fileBytes: number;
  readonly walBytes: number;
}

/** The sizes in `dataDir` now; 0 for a file that does not exist (yet, or any more). */
export function sqliteSizeOf(dataDir: string): DatabaseSize {
  const size = (name: string) => {
    try {
      return statSync(join(dataDir, name)).size;
    } catch {
      return 0;
    }
  };
  return { fileBytes: size(SQLITE_FILE), walBytes: size(`${SQLITE_FILE}-wal`) };
}

/** `12.3 MB + 0.0 MB WAL`. */
export function formatDatabaseSize({ fileBytes, walBytes }: DatabaseSize): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return `${mb(fileBytes)} MB + ${mb(walBytes)} MB WAL`;
}
