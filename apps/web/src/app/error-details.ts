import { isRouteErrorResponse } from 'react-router';
import { text } from '@/i18n/locale-store';
import type { ServerRefusal } from '@/i18n/word-message';
import { wordFailure } from '@/lib/word-failure';

export type ErrorDetails = { status?: number; title: string; message: string };

/**
 * What the error screen says for a thrown value (docs/product/screens.md#error-screen), under the status that
 * came: 404 has its own words; any other status shows the server's message when it sent one (a 500's, a
 * 503's 'The server is full…'), else the generic pair. A loader reports a failed call by throwing
 * `data({ code, message }, { status })` (lib/loader-failure.ts) or a Response whose body is that JSON or plain
 * text; the protocol's messages among those are worded in the player's language.
 */
export function errorDetails(error: unknown): ErrorDetails {
  const t = text().app.error;
  const generic = { title: t.title, message: t.message };
  if (!isRouteErrorResponse(error)) return generic;
  if (error.status === 404) return { status: 404, title: t.notFoundTitle, message: t.notFoundMessage };
  const failure = serverFailure(error.data);
  return {
    status: error.status,
    title: generic.title,
    message: failure ? wordFailure(failure) : generic.message,
  };
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
