import { isRouteErrorResponse } from 'react-router';
import { text } from '@/i18n/locale-store';
import type { ServerRefusal } from '@/i18n/word-message';
import { wordFailure } from '@/lib/word-failure';

export type ErrorDetails = { status?: number; title: string; message: string };

/**
 * What the error screen says for a thrown value (docs/product/screens.md#error-screen): 404 has its own
 * words, 500 shows the server's message, anything else the generic pair. A loader reports a server failure by
 * throwing `data({ message }, { status: 500 })` or a Response whose body is that JSON or plain text; the
 * protocol's messages among those are worded in the player's language.
 */
export function errorDetails(error: unknown): ErrorDetails {
  const t = text().app.error;
  const generic = { title: t.title, message: t.message };
  if (!isRouteErrorResponse(error)) return generic;
  if (error.status === 404) return { status: 404, title: t.notFoundTitle, message: t.notFoundMessage };
  if (error.status === 500) {
    const failure = serverFailure(error.data);
    return { status: 500, title: generic.title, message: failure ? wordFailure(failure) : generic.message };
  }
  return { status: error.status, ...generic };
}

/** The failure a loader threw: its code and words (lib/word-failure.ts failureOf), or a plain text. */
function serverFailure(data: unknown): ServerRefusal | undefined {
  if (typeof data === 'string' && data.trim()) return { code: '', message: data };
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message, code } = data as { message: unknown; code?: unknown };
    if (typeof message === 'string' && message.trim())
      return { code: typeof code === 'string' ? code : '', message };
  }
  return undefined;
}
