import { zodResolver } from '@hookform/resolvers/zod';
import {
  gameCreationSchema,
  LOBBY_ERROR_CODES,
  settingsDefaultsFor,
  type GameCreation,
  type GameCreationInput,
  type GameLanguage,
} from '@npat/protocol';
import { Sparkles } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { RoomSettingsFields, SETTINGS_SECTION_CLASS } from '@/components/settings/room-settings-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { text } from '@/i18n/locale-store';
import { useLocale, useText } from '@/i18n/use-text';
import { ApiError, isSessionLoss } from '@/lib/api';
import { apiErrorMessage, applyFieldErrors } from '@/lib/form-errors';
import { roomPath } from '@/lib/room-paths';
import { secondaryToast } from '@/lib/secondary-toast';
import { createRoom } from '@/lib/rooms-api';
import { HostCategoriesFields } from './host-categories-fields';

/**
 * A new room is played in the host's language by default, with that language's letters and classic
 * categories (docs/decisions/033-game-languages.md).
 */
function defaultValuesFor(language: GameLanguage): GameCreationInput {
  const settings = settingsDefaultsFor(language);
  return {
    ...settings,
    defaultCategories: [...settings.defaultCategories],
    customCategory1: '',
    customCategory2: '',
  };
}

/** Fields the server may name in its field errors: every field of the form. */
const FIELDS = Object.keys(gameCreationSchema.shape) as (keyof GameCreationInput)[];

/**
 * The server's caps on rooms per host get their own words; anything else the shared ones. Worded when the
 * creation failed, in the language of that moment.
 */
function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === LOBBY_ERROR_CODES.tooManyRooms)
    return text().errors.lobby.tooManyRooms;
  if (error instanceof ApiError && error.status === 429) return text().errors.lobby.roomCreationsTooFast;
  return apiErrorMessage(error, text().gameCreation.createFailed);
}

/** The form as sent: the host's two fields only when players add their own categories. */
function withoutUnusedCategories(values: GameCreation): GameCreation {
  const { customCategory1: _first, customCategory2: _second, ...settings } = values;
  return values.ownCategories ? values : settings;
}

/**
 * The settings of docs/product/rules.md#settings with the protocol's messages; creating the room opens its
 * lobby. The letters and house rules start folded away and Create sticks to the window's bottom edge, so a
 * phone reaches it at once.
 */
export function GameCreationForm() {
  const navigate = useNavigate();
  const t = useText().gameCreation;
  // The interface's languages are the game's (a test keeps the two lists the same).
  const locale = useLocale();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GameCreationInput, unknown, GameCreation>({
    resolver: zodResolver(gameCreationSchema),
    defaultValues: defaultValuesFor(locale),
  });
  // With own categories off nobody brings any, the host neither (the schema then ignores the two fields).
  const ownCategories = useWatch({ control, name: 'ownCategories' });

  async function submit(values: GameCreation) {
    try {
      const { roomId } = await createRoom(withoutUnusedCategories(values));
      await navigate(roomPath(roomId));
    } catch (error) {
      if (isSessionLoss(error)) {
        // The session listener signs the player out and the route's guard sends them home.
        secondaryToast({
          title: text().errors.general.authRequiredTitle,
          description: text().errors.general.authRequiredDescription,
          variant: 'destructive',
        });
      } else if (!applyFieldErrors(error, FIELDS, setError)) {
        toast.error(creationErrorMessage(error));
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-6 flex flex-col gap-6">
      <RoomSettingsFields control={control} collapseMore />
      {ownCategories === false ? null : (
        <HostCategoriesFields register={register} errors={errors} className={SETTINGS_SECTION_CLASS} />
      )}
      {/* Create stays in reach at the window's bottom edge while the form scrolls under it. */}
      <div className="sticky bottom-0 z-10 -mx-5 -mb-5 rounded-b-card border-t-2 border-primary-100 bg-surface/95 px-5 py-3 backdrop-blur-sm sm:-mx-8 sm:-mb-8 sm:px-8 sm:py-4">
        <SubmitButton
          pending={isSubmitting}
          icon={<Sparkles aria-hidden="true" className="size-5" />}
          className="w-full"
        >
          {t.create}
        </SubmitButton>
      </div>
    </form>
  );
}
