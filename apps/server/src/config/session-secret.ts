import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Shortest session secret accepted, from SESSION_SECRET or the kept file. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/** File under DATA_DIR that keeps the generated secret, so sessions survive a restart. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * Returns the session secret kept under `dataDir`, generating 32 random bytes (hex) on first run.
 * The file is created with mode 0600 and never overwritten, so two servers starting at once agree.
 * Throws an Error whose message is one line fit to show the user.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE);
  const kept = readSecretFile(file);
  if (kept !== undefined) return kept;

  const secret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails when another process created the file meanwhile; its secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return readSecretFile(file) ?? secret;
    throw new Error(`DATA_DIR must be a writable directory: cannot create ${file} (${errorCode(error)})`, {
      cause: error,
    });
  }
}

function readSecretFile(file: string): string | undefined {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    // ENOTDIR: part of DATA_DIR is a file; creating the secret will report that clearly.
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return undefined;
    throw new Error(`${file} must be readable (${errorCode(error)})`, { cause: error });
  }
  const secret = content.trim();
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `${file} must hold a secret of at least ${MIN_SESSION_SECRET_LENGTH} characters; delete it to generate a new one`,
    );
  }
  return secret;
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
}
