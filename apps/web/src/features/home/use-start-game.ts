import type { AvatarId, User } from '@npat/protocol';
import { text } from '@/i18n/locale-store';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { isSessionLoss } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { saveAvatarIfChanged } from '@/lib/profile';
import { useRefreshSession } from '@/lib/session';
import { toastAuthRequired } from './auth-required';

/**
 * Start (docs/product/identity.md#profile): saves the chosen avatar as the profile photo when it changed,
 * then goes to game creation. When the server has no user any more (session revoked, expired, or a guest
 * deleted elsewhere) it shows the destructive toast of docs/product/messages.md#error-catalogue and the
 * signed-out home.
 */
export function useStartGame(user: User, avatar: AvatarId) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [pending, setPending] = useState(false);

  async function start() {
    setPending(true);
    try {
      if (!(await saveAvatarIfChanged(user, avatar))) {
        toastAuthRequired();
        await refresh();
        return;
      }
      await navigate('/game-creation');
    } catch (error) {
      if (isSessionLoss(error)) {
        toastAuthRequired();
        await refresh();
      } else {
        toast.error(apiErrorMessage(error, text().errors.general.profileUpdateFailed));
      }
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}
