import { DEFAULT_ROOM_SETTINGS, SETTINGS_LIMITS, type RoomSettings } from '@npat/protocol';
import { Controller, useController, type Control } from 'react-hook-form';
import { DefaultCategoriesField } from './default-categories-field';
import { EndModeField } from './end-mode-field';
import { HouseRulesField } from './house-rules-field';
import { LettersField } from './letters-field';
import { RoundTimeField } from './round-time-field';
import { StepperField } from './stepper-field';
import { SETTINGS_STRINGS as S } from './strings';

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
}: {
  control: Control<Values>;
}) {
  // Each form's values hold these fields (and perhaps more); the fields only read and write these.
  const control = formControl as unknown as Control<SettingsFieldValues>;
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="rounds"
          render={({ field, fieldState }) => (
            <StepperField
              label={S.rounds}
              value={field.value ?? DEFAULT_ROOM_SETTINGS.rounds}
              min={rounds.min}
              max={rounds.max}
              onChange={field.onChange}
              decreaseLabel={S.fewerRounds}
              increaseLabel={S.moreRounds}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="maxPlayers"
          render={({ field, fieldState }) => (
            <StepperField
              label={S.maxPlayers}
              value={field.value ?? DEFAULT_ROOM_SETTINGS.maxPlayers}
              min={maxPlayers.min}
              max={maxPlayers.max}
              onChange={field.onChange}
              format={S.maxPlayersValue}
              decreaseLabel={S.fewerPlayers}
              increaseLabel={S.morePlayers}
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
      <div className={section}>
        <Controller
          control={control}
          name="letters"
          render={({ field, fieldState }) => (
            <LettersField
              value={field.value ?? DEFAULT_ROOM_SETTINGS.letters}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <HouseRules control={control} />
    </>
  );
}

/** The house rules: two settings in one field, so each is a controller of its own. */
function HouseRules({ control }: { control: Control<SettingsFieldValues> }) {
  const onlyAnswer = useController({ control, name: 'onlyAnswerDoubles' });
  const sharedAnswer = useController({ control, name: 'sharedAnswerZero' });
  const fields = { onlyAnswerDoubles: onlyAnswer.field, sharedAnswerZero: sharedAnswer.field };
  return (
    <div className={section}>
      <HouseRulesField
        value={{
          onlyAnswerDoubles: onlyAnswer.field.value ?? DEFAULT_ROOM_SETTINGS.onlyAnswerDoubles,
          sharedAnswerZero: sharedAnswer.field.value ?? DEFAULT_ROOM_SETTINGS.sharedAnswerZero,
        }}
        onChange={(rule, on) => fields[rule].onChange(on)}
        error={onlyAnswer.fieldState.error?.message ?? sharedAnswer.fieldState.error?.message}
      />
    </div>
  );
}

/** A section of a settings form after the shared fields (game creation's own categories). */
export const SETTINGS_SECTION_CLASS = section;
