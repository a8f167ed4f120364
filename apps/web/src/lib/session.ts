import { AUTH_ERROR_CODES, type User } from '@npat/protocol';
import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { text } from '@/i18n/locale-store';
import { toast } from '@/lib/toast';
import { isSessionLoss, onSessionLoss } from './api';
import { fetchSession } from './identity-api';
import { whenWorded } from './when-worded';

/** Id of the root route, whose loader reads the session before anything renders. */
export const ROOT_ROUTE_ID = 'root';

/** What the root route's loader gives every screen. */
export type SessionData = { user: User | null };

// All loaders of one navigation get the same Request, so the root loader and a guard below it share one read.
const reads = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user for this navigation (null when signed out), read once however many loaders ask. */
export function readSession(request: Request): Promise<User | null> {
  let read = reads.get(request);
  if (!read) {
    read = fetchSession().catch((error: unknown) => {
      if (!isSessionLoss(error)) throw error;
      announceSessionLoss(error.code);
      return null;
    });
    reads.set(request, read);
  }
  return read;
}

/**
 * Tells the player why they were signed out. Not for a plain "not signed in": whoever asked for a user
 * says what that means for them (e.g. Start's 'Authentication required!.'). One id, so a loss reported by
 * several calls at once shows one toast. The root loader may find the loss before the catalogue is in: the
 * toast then waits for it.
 */
export function announceSessionLoss(code: string): void {
  if (code === AUTH_ERROR_CODES.sessionExpired) {
    whenWorded(() => toast(text().errors.identity.sessionExpired, { id: 'session-loss' }));
  } else if (code === AUTH_ERROR_CODES.accountDisabled) {
    whenWorded(() => toast.error(text().errors.identity.accountDisabled, { id: 'session-loss' }));
  }
}

/** The signed-in user, or null; screens render only after the root loader has read it. */
export function useSessionUser(): User | null {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as SessionData | undefined;
  return data?.user ?? null;
}

/** Re-reads the session (after sign-in, sign-out or a profile change); resolves once screens have it. */
export function useRefreshSession(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  return useCallback(() => latest.current(), []);
}

/** Mounted once in the layout: any API call that finds the session gone signs the player out in the UI. */
export function useSignOutOnSessionLoss(): void {
  const refresh = useRefreshSession();
  useEffect(
    () =>
      onSessionLoss((code) => {
        announceSessionLoss(code);
        void refresh();
      }),
    [refresh],
  );
}
