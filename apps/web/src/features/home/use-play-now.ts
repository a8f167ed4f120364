import { BOT_LEVELS, isGameLanguage, settingsDefaultsFor, type AvatarId, type User } from '@npat/protocol';
import { useNavigate } from 'react-router';
import { currentLocale, text } from '@/i18n/locale-store';
import { roomPath } from '@/lib/room-paths';
import { createRoom } from '@/lib/rooms-api';
import type { SoloLobbyState } from '@/lib/solo-lobby';
import { useAfterAvatarSaved } from './use-after-avatar-saved';

/**
 * Play now (docs/product/rules.md#bots): a room in the player's language with the language's letters and
 * classic categories, no own categories to type, and three bots, one of each level, so the game can start at
 * once; friends can still join by its code before the start.
 */
export function usePlayNow(user: User, avatar: AvatarId) {
  const navigate = useNavigate();
  const { run, pending } = useAfterAvatarSaved(user, avatar, () => text().home.welcome.playNowFailed);
  const playNow = () =>
    run(async () => {
      const locale = currentLocale();
      const language = isGameLanguage(locale) ? locale : 'en';
      const { roomId } = await createRoom({
        ...settingsDefaultsFor(language),
        ownCategories: false,
        rounds: 3,
      });
      const state: SoloLobbyState = { addBots: [...BOT_LEVELS] };
      await navigate(roomPath(roomId), { state });
    });
  return { playNow, pending };
}
