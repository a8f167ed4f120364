import type { AvatarId, User } from '@npat/protocol';
import { useState } from 'react';
import { isSessionLoss } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { saveAvatarIfChanged } from '@/lib/profile';
import { useRefreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { toastAuthRequired } from './auth-required';

/**
 * Home's ways into a game (Start, Play now): save the chosen avatar as the profile photo when it changed, then
 * `go`. When the server has no user any more (session revoked, expired, or a guest deleted elsewhere) it shows
 * the destructive toast of docs/product/messages.md#error-catalogue and the signed-out home; any other failure
 * is a toast with `failure()`'s words.
 */
export function useAfterAvatarSaved(user: User, avatar: AvatarId, failure: () => string) {
  const refresh = useRefreshSession();
  const [pending, setPending] = useState(false);

  async function run(go: () => Promise<void>) {
    setPending(true);
    try {
      if (!(await saveAvatarIfChanged(user, avatar))) {
        toastAuthRequired();
        await refresh();
        return;
      }
      await go();
    } catch (error) {
      if (isSessionLoss(error)) {
        toastAuthRequired();
        await refresh();
      } else {
        toast.error(apiErrorMessage(error, failure()));
      }
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}
