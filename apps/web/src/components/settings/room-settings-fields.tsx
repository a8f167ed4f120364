import {
  DEFAULT_ROOM_SETTINGS,
  HOUSE_RULE_KEYS,
  SETTINGS_LIMITS,
  type GameLanguage,
  type RoomSettings,
} from '@npat/protocol';
import { Controller, useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { categoriesForLanguage, lettersForLanguage } from './adapt-to-language';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { CategoryLibraryField } from './category-library-field';
import { EndModeField } from './end-mode-field';
import { GameLanguageField } from './game-language-field';
import { HouseRuleCard, HouseRulesField } from './house-rules-field';
import { LettersField } from './letters-field';
import { MoreSettings } from './more-settings';
import { OwnCategoriesField } from './own-categories-field';
import { RoundTimeField } from './round-time-field';
import { StepperField } from './stepper-field';

/** A form's values for the room's settings: the lobby's holds every one, game creation's may leave some to their defaults. */
export type SettingsFieldValues = { [K in keyof RoomSettings]?: RoomSettings[K] };

const { rounds, maxPlayers } = SETTINGS_LIMITS;
const section = 'border-t-2 border-primary-100 pt-6';

/**
 * Every setting of the room as one block of fields (protocol's ROOM_SETTINGS), shared by the game-creation
 * form and the lobby's settings dialog: a setting gets its field here once, and both forms have it.
 */
export function RoomSettingsFields<Values extends SettingsFieldValues>({
  control: formControl,
  collapseMore = false,
}: {
  control: Control<Values>;
  /** The letters and the house rules behind a closed disclosure (game creation, to keep the form short). */
  collapseMore?: boolean;
}) {
  // Each form's values hold these fields (and perhaps more); the fields only read and write these.
  const control = formControl as unknown as Control<SettingsFieldValues>;
  const t = useText().settingsForm;
  const language = useWatch({ control, name: 'language' }) ?? DEFAULT_ROOM_SETTINGS.language;
  const more = (
    <>
      <div className={collapseMore ? undefined : section}>
        <Controller
          control={control}
          name="letters"
          render={({ field, fieldState }) => (
            <LettersField
              value={field.value ?? DEFAULT_ROOM_SETTINGS.letters}
              language={language}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <HouseRules control={control} />
    </>
  );
  return (
    <>
      <LanguageSetting control={control} />
      <div className={cn(section, 'grid gap-6 sm:grid-cols-2')}>
        <Controller
          control={control}
          name="rounds"
          render={({ field, fieldState }) => (
            <StepperField
              label={t.rounds}
              value={field.value ?? DEFAULT_ROOM_SETTINGS.rounds}
              min={rounds.min}
              max={rounds.max}
              onChange={field.onChange}
              decreaseLabel={t.fewerRounds}
              increaseLabel={t.moreRounds}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="maxPlayers"
          render={({ field, fieldState }) => (
            <StepperField
              label={t.maxPlayers}
              value={field.value ?? DEFAULT_ROOM_SETTINGS.maxPlayers}
              min={maxPlayers.min}
              max={maxPlayers.max}
              onChange={field.onChange}
              format={(count) => t.maxPlayersValue({ count })}
              decreaseLabel={t.fewerPlayers}
              increaseLabel={t.morePlayers}
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
      <div className={cn(section, 'flex flex-col gap-4')}>
        <Controller
          control={control}
          name="defaultCategories"
          render={({ field, fieldState }) => (
            <CategoryLibraryField
              value={field.value ?? []}
              language={language}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ownCategories"
          render={({ field, fieldState }) => (
            <OwnCategoriesField
              value={field.value ?? DEFAULT_ROOM_SETTINGS.ownCategories}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {collapseMore ? <MoreSettings control={control}>{more}</MoreSettings> : more}
    </>
  );
}

/**
 * The game's language, which the letters and the fixed categories follow: switching it turns a preset pool
 * and the classic categories into the new language's (adapt-to-language.ts).
 */
function LanguageSetting({ control }: { control: Control<SettingsFieldValues> }) {
  const language = useController({ control, name: 'language' });
  const letters = useController({ control, name: 'letters' });
  const categories = useController({ control, name: 'defaultCategories' });
  const current: GameLanguage = language.field.value ?? DEFAULT_ROOM_SETTINGS.language;
  function change(next: GameLanguage) {
    if (next === current) return;
    language.field.onChange(next);
    letters.field.onChange(
      lettersForLanguage(letters.field.value ?? DEFAULT_ROOM_SETTINGS.letters, current, next),
    );
    categories.field.onChange(categoriesForLanguage(categories.field.value ?? [], current, next));
  }
  return <GameLanguageField value={current} onChange={change} error={language.fieldState.error?.message} />;
}

/** The house rules of the settings table, each a setting (and a controller) of its own, in one field. */
function HouseRules({ control }: { control: Control<SettingsFieldValues> }) {
  const { errors } = useFormState({ control, name: [...HOUSE_RULE_KEYS] });
  const error = HOUSE_RULE_KEYS.map((rule) => errors[rule]?.message).find(Boolean);
  return (
    <div className={section}>
      <HouseRulesField error={error}>
        {HOUSE_RULE_KEYS.map((rule) => (
          <Controller
            key={rule}
            control={control}
            name={rule}
            render={({ field }) => (
              <HouseRuleCard
                rule={rule}
                checked={field.value ?? DEFAULT_ROOM_SETTINGS[rule]}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </HouseRulesField>
    </div>
  );
}

/** A section of a settings form after the shared fields (game creation's own categories). */
export const SETTINGS_SECTION_CLASS = section;
