import { zodResolver } from '@hookform/resolvers/zod';
import {
  roomSettingsSchema,
  SETTINGS_LIMITS,
  type LobbyError,
  type LobbyView,
  type RoomSettings,
} from '@npat/protocol';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { DefaultCategoriesField } from '@/components/settings/default-categories-field';
import { EndModeField } from '@/components/settings/end-mode-field';
import { RoundTimeField } from '@/components/settings/round-time-field';
import { StepperField } from '@/components/settings/stepper-field';
import { SETTINGS_STRINGS } from '@/components/settings/strings';
import { SubmitButton } from '@/components/ui/submit-button';
import { LOBBY_STRINGS } from './strings';
import { useLobbyIntent } from './use-lobby-intent';

const S = LOBBY_STRINGS.settings;
const FIELDS = ['rounds', 'roundTime', 'endMode', 'defaultCategories', 'maxPlayers'] as const;
const { rounds, maxPlayers } = SETTINGS_LIMITS;

/** The form of the host's settings dialog, fetched with react-hook-form when the player reaches for the lobby. */
export function SettingsForm({ view, onSaved }: { view: LobbyView; onSaved: () => void }) {
  const { run } = useLobbyIntent();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RoomSettings>({
    resolver: zodResolver(roomSettingsSchema),
    defaultValues: { ...view.settings, defaultCategories: [...view.settings.defaultCategories] },
  });

  // e.g. 'More players are already in the room' belongs under the player limit.
  function showOnField(error: LobbyError): boolean {
    const field = FIELDS.find((name) => name === error.field);
    if (!field) return false;
    setError(field, { type: 'server', message: error.message });
    return true;
  }

  async function save(settings: RoomSettings) {
    const retry = () => void handleSubmit(save)();
    if (await run('lobby:update-settings', { roomId: view.roomId, settings }, retry, showOnField)) {
      toast.success(S.saved);
      onSaved();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="rounds"
          render={({ field, fieldState }) => (
            <StepperField
              label={SETTINGS_STRINGS.rounds}
              value={field.value}
              min={rounds.min}
              max={rounds.max}
              onChange={field.onChange}
              decreaseLabel={SETTINGS_STRINGS.fewerRounds}
              increaseLabel={SETTINGS_STRINGS.moreRounds}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="maxPlayers"
          render={({ field, fieldState }) => (
            <StepperField
              label={SETTINGS_STRINGS.maxPlayers}
              value={field.value}
              min={maxPlayers.min}
              max={maxPlayers.max}
              onChange={field.onChange}
              format={SETTINGS_STRINGS.maxPlayersValue}
              decreaseLabel={SETTINGS_STRINGS.fewerPlayers}
              increaseLabel={SETTINGS_STRINGS.morePlayers}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="roundTime"
        render={({ field, fieldState }) => (
          <RoundTimeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="endMode"
        render={({ field, fieldState }) => (
          <EndModeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="defaultCategories"
        render={({ field, fieldState }) => (
          <DefaultCategoriesField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <SubmitButton pending={isSubmitting} className="w-full">
        {S.save}
      </SubmitButton>
    </form>
  );
}
