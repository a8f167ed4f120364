import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_ROOM_SETTINGS,
  ERRORS,
  gameCreationSchema,
  LOBBY_ERROR_CODES,
  LOBBY_ERRORS,
  SETTINGS_LIMITS,
  type GameCreation,
  type GameCreationInput,
} from '@npat/protocol';
import { Sparkles } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DefaultCategoriesField } from '@/components/settings/default-categories-field';
import { EndModeField } from '@/components/settings/end-mode-field';
import { RoundTimeField } from '@/components/settings/round-time-field';
import { StepperField } from '@/components/settings/stepper-field';
import { SETTINGS_STRINGS } from '@/components/settings/strings';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError, isSessionLoss } from '@/lib/api';
import { apiErrorMessage, applyFieldErrors } from '@/lib/form-errors';
import { roomPath } from '@/lib/room-paths';
import { secondaryToast } from '@/lib/secondary-toast';
import { createRoom } from '@/lib/rooms-api';
import { HostCategoriesFields } from './host-categories-fields';
import { GAME_CREATION_STRINGS as S } from './strings';

const DEFAULT_VALUES: GameCreationInput = {
  ...DEFAULT_ROOM_SETTINGS,
  defaultCategories: [...DEFAULT_ROOM_SETTINGS.defaultCategories],
  customCategory1: '',
  customCategory2: '',
};

/** Fields the server may name in its field errors: every field of the form. */
const FIELDS = Object.keys(gameCreationSchema.shape) as (keyof GameCreationInput)[];

const { rounds, maxPlayers } = SETTINGS_LIMITS;
const section = 'border-t-2 border-primary-100 pt-6';

/** The server's caps on rooms per host get their own words; anything else the shared ones. */
function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === LOBBY_ERROR_CODES.tooManyRooms)
    return LOBBY_ERRORS.tooManyRooms;
  if (error instanceof ApiError && error.status === 429) return LOBBY_ERRORS.roomCreationsTooFast;
  return apiErrorMessage(error, S.createFailed);
}

/**
 * The settings of docs/product/rules.md#settings with the protocol's messages; creating the room opens its
 * lobby.
 */
export function GameCreationForm() {
  const navigate = useNavigate();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GameCreationInput, unknown, GameCreation>({
    resolver: zodResolver(gameCreationSchema),
    defaultValues: DEFAULT_VALUES,
  });

  async function submit(values: GameCreation) {
    try {
      const { roomId } = await createRoom(values);
      await navigate(roomPath(roomId));
    } catch (error) {
      if (isSessionLoss(error)) {
        // The session listener signs the player out and the route's guard sends them home.
        secondaryToast({
          title: ERRORS.authRequiredTitle,
          description: ERRORS.authRequiredDescription,
          variant: 'destructive',
        });
      } else if (!applyFieldErrors(error, FIELDS, setError)) {
        toast.error(creationErrorMessage(error));
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="rounds"
          render={({ field, fieldState }) => (
            <StepperField
              label={SETTINGS_STRINGS.rounds}
              value={field.value ?? DEFAULT_ROOM_SETTINGS.rounds}
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
              value={field.value ?? DEFAULT_ROOM_SETTINGS.maxPlayers}
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
          <RoundTimeField
            value={field.value ?? DEFAULT_ROOM_SETTINGS.roundTime}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={section}>
        <Controller
          control={control}
          name="endMode"
          render={({ field, fieldState }) => (
            <EndModeField
              value={field.value ?? DEFAULT_ROOM_SETTINGS.endMode}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={section}>
        <Controller
          control={control}
          name="defaultCategories"
          render={({ field, fieldState }) => (
            <DefaultCategoriesField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <HostCategoriesFields register={register} errors={errors} className={section} />
      <SubmitButton
        pending={isSubmitting}
        icon={<Sparkles aria-hidden="true" className="size-5" />}
        className="w-full"
      >
        {S.create}
      </SubmitButton>
    </form>
  );
}
