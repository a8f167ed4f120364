import { SETTINGS_LIMITS, type GameCreationInput } from '@npat/protocol';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/i18n/use-text';

type HostCategoriesFieldsProps = {
  register: UseFormRegister<GameCreationInput>;
  errors: FieldErrors<GameCreationInput>;
  className?: string;
};

/** The host's own two categories (customCategory1/2), which every other player adds in the lobby. */
export function HostCategoriesFields({ register, errors, className }: HostCategoriesFieldsProps) {
  const t = useText().gameCreation;
  return (
    <div className={className}>
      <fieldset>
        <legend className="font-extrabold">{t.yourCategories}</legend>
        <p className="text-sm text-ink-muted">{t.yourCategoriesHint}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.customCategory1}
            placeholder={t.customCategoryPlaceholder1}
            error={errors.customCategory1?.message}
            maxLength={SETTINGS_LIMITS.categoryTitleMax}
            autoComplete="off"
            {...register('customCategory1')}
          />
          <TextField
            label={t.customCategory2}
            placeholder={t.customCategoryPlaceholder2}
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
