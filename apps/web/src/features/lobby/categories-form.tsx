import { zodResolver } from '@hookform/resolvers/zod';
import {
  playerCategoriesSchema,
  SETTINGS_LIMITS,
  type LobbyError,
  type PlayerCategories,
} from '@npat/protocol';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/i18n/use-text';
import { useLobbyIntent } from './use-lobby-intent';

const FIELDS = ['category1', 'category2'] as const;

type CategoriesFormProps = {
  roomId: string;
  /** The player's current two, so changing one keeps the other. */
  current: PlayerCategories | null;
  onSaved: () => void;
};

/** The form of the categories dialog, fetched with react-hook-form when the player reaches for the lobby. */
export function CategoriesForm({ roomId, current, onSaved }: CategoriesFormProps) {
  const t = useText().lobby.categoriesDialog;
  const { run } = useLobbyIntent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlayerCategories>({
    resolver: zodResolver(playerCategoriesSchema),
    defaultValues: current ?? { category1: '', category2: '' },
  });

  // 'This category already exists' and the like belong under the field the server names.
  function showOnField(error: LobbyError): boolean {
    const field = FIELDS.find((name) => name === error.field);
    if (!field) return false;
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }

  async function save(values: PlayerCategories) {
    const retry = () => void handleSubmit(save)();
    if (await run('lobby:submit-categories', { roomId, ...values }, retry, showOnField)) onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
      <TextField
        label={t.category1}
        hint={t.hint}
        error={errors.category1?.message}
        maxLength={SETTINGS_LIMITS.categoryTitleMax}
        autoComplete="off"
        {...register('category1')}
      />
      <TextField
        label={t.category2}
        hint={t.hint}
        error={errors.category2?.message}
        maxLength={SETTINGS_LIMITS.categoryTitleMax}
        autoComplete="off"
        {...register('category2')}
      />
      <SubmitButton
        pending={isSubmitting}
        icon={<CircleCheck aria-hidden="true" className="size-5" />}
        className="mt-2 w-full"
      >
        {t.submit}
      </SubmitButton>
    </form>
  );
}
