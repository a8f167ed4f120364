import { BOT_LEVELS, isGameLanguage, settingsDefaultsFor, type AvatarId, type User } from '@npat/protocol';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLocale, text } from '@/i18n/locale-store';
import { isSessionLoss } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { saveAvatarIfChanged } from '@/lib/profile';
import { roomPath } from '@/lib/room-paths';
import type { SoloLobbyState } from '@/lib/solo-lobby';
import { createRoom } from '@/lib/rooms-api';
import { useRefreshSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { toastAuthRequired } from './auth-required';

/**
 * Play now (docs/product/rules.md#bots): a room in the player's language with the language's letters and
 * classic categories, no own categories to type, and three bots, one of each level, so the game can start at
 * once; friends can still join by its code before the start.
 */
export function usePlayNow(user: User, avatar: AvatarId) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const [pending, setPending] = useState(false);

  async function playNow() {
    setPending(true);
    try {
      if (!(await saveAvatarIfChanged(user, avatar))) {
        toastAuthRequired();
        await refresh();
        return;
      }
      const locale = currentLocale();
      const language = isGameLanguage(locale) ? locale : 'en';
      const { roomId } = await createRoom({
        ...settingsDefaultsFor(language),
        ownCategories: false,
        rounds: 3,
      });
      const state: SoloLobbyState = { addBots: [...BOT_LEVELS] };
      await navigate(roomPath(roomId), { state });
    } catch (error) {
      if (isSessionLoss(error)) {
        toastAuthRequired();
        await refresh();
      } else {
        toast.error(apiErrorMessage(error, text().home.welcome.playNowFailed));
      }
    } finally {
      setPending(false);
    }
  }

  return { playNow, pending };
}
