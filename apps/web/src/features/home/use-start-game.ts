import { avatarPath, ERRORS, type AvatarId, type User } from '@npat/protocol';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isSessionLoss } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { fetchSession, updateProfile } from '@/lib/identity-api';
import { useRefreshSession } from '@/lib/session';

/**
 * Start (seed §4): saves the chosen avatar as the profile photo when it changed, then goes to game creation.
 * When the server has no user any more (session revoked, expired, or a guest deleted elsewhere) it shows the
 * destructive toast of seed §8 and the signed-out home.
 */
export function useStartGame(user: User, avatar: AvatarId) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [pending, setPending] = useState(false);

  async function start() {
    setPending(true);
    try {
      const photoURL = avatarPath(avatar);
      // Without a change there is nothing to save, but Start must still find out whether the user exists.
      const current = photoURL === user.photoURL ? await fetchSession() : await updateProfile({ photoURL });
      if (!current) {
        authRequired();
        await refresh();
        return;
      }
      await navigate('/game-creation');
    } catch (error) {
      if (isSessionLoss(error)) {
        authRequired();
        await refresh();
      } else {
        toast.error(apiErrorMessage(error, ERRORS.profileUpdateFailed));
      }
    } finally {
      setPending(false);
    }
  }

  return { start, pending };
}

function authRequired() {
  toast.error(ERRORS.authRequiredTitle, { description: ERRORS.authRequiredDescription });
}
