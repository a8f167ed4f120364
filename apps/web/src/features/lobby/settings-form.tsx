import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROOM_SETTING_KEYS,
  roomSettingsSchema,
  storedSettings,
  type LobbyError,
  type LobbyView,
  type RoomSettings,
} from '@npat/protocol';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { RoomSettingsFields } from '@/components/settings/room-settings-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

/** The form of the host's settings dialog, fetched with react-hook-form when the player reaches for the lobby. */
export function SettingsForm({ view, onSaved }: { view: LobbyView; onSaved: () => void }) {
  const t = useText().lobby.settings;
  const { run } = useLobbyIntent();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RoomSettings>({
    resolver: zodResolver(roomSettingsSchema),
    defaultValues: storedSettings(view.settings),
  });

  // e.g. 'More players are already in the room' belongs under the player limit.
  function showOnField(error: LobbyError): boolean {
    const field = ROOM_SETTING_KEYS.find((name) => name === error.field);
    if (!field) return false;
    setError(field, { type: 'server', message: error.message });
    return true;
  }

  async function save(settings: RoomSettings) {
    const retry = () => void handleSubmit(save)();
    if (await run('lobby:update-settings', { roomId: view.roomId, settings }, retry, showOnField)) {
      toast.success(text().lobby.settings.saved);
      onSaved();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-6">
      <RoomSettingsFields control={control} />
      <SubmitButton pending={isSubmitting} className="w-full">
        {t.save}
      </SubmitButton>
    </form>
  );
}
