import { data } from 'react-router';
import { ApiError } from './api';
import { failureOf } from './word-failure';

/**
 * The status a failed call brings to the error screen: the server's own (a 503 stays 503, a 403 stays 403),
 * 500 when no answer came or it carried no error status (docs/product/screens.md#error-screen).
 */
export function failureStatus(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400 && error.status <= 599) return error.status;
  return 500;
}

/** What a loader throws for a failed call: its code and words (failureOf) with the status that came. */
export function loaderFailure(error: unknown) {
  return data(failureOf(error), { status: failureStatus(error) });
}
