import { isRouteErrorResponse } from 'react-router';
import { ApiError, NETWORK_FAILED } from '@/lib/api';

/**
 * Whether a route failed for want of a network: the browser says it is offline and the failure is one where
 * no answer arrived (an API call's network failure, which loaders turn into a 500 with the network message,
 * or a fetch or script import that threw a TypeError). Online, such a failure means the server is down, and
 * the error screen says so instead.
 */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  if (online) return false;
  if (error instanceof ApiError) return error.code === NETWORK_FAILED;
  if (error instanceof TypeError) return true;
  if (!isRouteErrorResponse(error) || error.status !== 500) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data && data.code === NETWORK_FAILED;
}
