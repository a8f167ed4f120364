import type { AvatarId, User } from '@npat/protocol';
import { useNavigate } from 'react-router';
import { text } from '@/i18n/locale-store';
import { useAfterAvatarSaved } from './use-after-avatar-saved';

/** Start (docs/product/identity.md#profile): saves the chosen avatar, then goes to game creation. */
export function useStartGame(user: User, avatar: AvatarId) {
  const navigate = useNavigate();
  const { run, pending } = useAfterAvatarSaved(user, avatar, () => text().errors.general.profileUpdateFailed);
  const start = () => run(() => Promise.resolve(navigate('/game-creation')));
  return { start, pending };
}
