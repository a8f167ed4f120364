import { SETTINGS_LIMITS, type GameCreationInput } from '@npat/protocol';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { GAME_CREATION_STRINGS as S } from './strings';

type HostCategoriesFieldsProps = {
  register: UseFormRegister<GameCreationInput>;
  errors: FieldErrors<GameCreationInput>;
  className?: string;
};

/** The host's own two categories (customCategory1/2), which every other player adds in the lobby. */
export function HostCategoriesFields({ register, errors, className }: HostCategoriesFieldsProps) {
  return (
    <div className={className}>
      <fieldset>
        <legend className="font-extrabold">{S.yourCategories}</legend>
        <p className="text-sm text-ink-muted">{S.yourCategoriesHint}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={S.customCategory1}
            placeholder={S.customCategoryPlaceholder1}
            error={errors.customCategory1?.message}
            maxLength={SETTINGS_LIMITS.categoryTitleMax}
            autoComplete="off"
            {...register('customCategory1')}
          />
          <TextField
            label={S.customCategory2}
            placeholder={S.customCategoryPlaceholder2}
            error={errors.customCategory2?.message}
            maxLength={SETTINGS_LIMITS.categoryTitleMax}
            autoComplete="off"
            {...register('customCategory2')}
          />
        </div>
      </fieldset>
    </div>
  );
}
