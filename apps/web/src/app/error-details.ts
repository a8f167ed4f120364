import { isRouteErrorResponse } from 'react-router';
import { APP_STRINGS } from './strings';

export type ErrorDetails = { status?: number; title: string; message: string };

/**
 * What the error screen says for a thrown value (docs/product/screens.md#error-screen): 404 has its own
 * words, 500 shows the server's message, anything else the generic pair. A loader reports a server failure by
 * throwing `data({ message }, { status: 500 })` or a Response whose body is that JSON or plain text.
 */
export function errorDetails(error: unknown): ErrorDetails {
  const generic = { title: APP_STRINGS.error.title, message: APP_STRINGS.error.message };
  if (!isRouteErrorResponse(error)) return generic;
  if (error.status === 404) {
    return {
      status: 404,
      title: APP_STRINGS.error.notFoundTitle,
      message: APP_STRINGS.error.notFoundMessage,
    };
  }
  if (error.status === 500) {
    return { status: 500, title: generic.title, message: serverMessage(error.data) ?? generic.message };
  }
  return { status: error.status, ...generic };
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
