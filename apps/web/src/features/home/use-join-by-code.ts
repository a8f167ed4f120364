import type { AvatarId, User } from '@npat/protocol';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { wordRefusal } from '@/i18n/word-message';
import { toast } from '@/lib/toast';
import { ApiError, isSessionLoss } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { saveAvatarIfChanged } from '@/lib/profile';
import { roomPath } from '@/lib/room-paths';
import { joinRoomByCode } from '@/lib/rooms-api';
import { useRefreshSession } from '@/lib/session';
import { toastAuthRequired } from './auth-required';

/**
 * Joining by code (docs/product/identity.md#profile): saves the chosen avatar if it changed, resolves the
 * code, then opens the lobby. What is wrong with the code ('Enter a valid gameCode', 'This room is full')
 * goes to `onCodeError` for the field; too many attempts and other failures are toasts.
 */
export function useJoinByCode(user: User, avatar: AvatarId, onCodeError: (message: string) => void) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();

  async function signedOut() {
    toastAuthRequired();
    await refresh();
  }

  return async function join(code: string): Promise<void> {
    try {
      if (!(await saveAvatarIfChanged(user, avatar))) return await signedOut();
    } catch (error) {
      if (isSessionLoss(error)) return await signedOut();
      toast.error(apiErrorMessage(error, text().errors.general.profileUpdateFailed));
      return;
    }
    let roomId: string;
    try {
      roomId = await joinRoomByCode(code);
    } catch (error) {
      if (isSessionLoss(error)) return await signedOut();
      const message = codeErrorMessage(error);
      if (message) onCodeError(message);
      else toast.error(apiErrorMessage(error, text().errors.general.queryFailed));
      return;
    }
    await navigate(roomPath(roomId));
  };
}

/**
 * The message for the code field in the player's language, or undefined when the failure is not about
 * the code: a code that exists but cannot be joined (409: full, started) is worded by its refusal code.
 */
function codeErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 429) return undefined;
  if (error.fieldErrors.code) return error.fieldErrors.code;
  if (error.status === 409) return wordRefusal(error);
  // An unknown code may come back as a bare 400 or 404; to the player it is the same wrong code.
  if (error.status === 400 || error.status === 404) return text().errors.validation.gameCodeInvalid;
  return undefined;
}
