import { zodResolver } from '@hookform/resolvers/zod';
import { DoorOpen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import {
  JOIN_CODE_LENGTH,
  joinCodeSchema,
  type JoinCodeInput,
  type JoinCodeValues,
} from './join-code-schema';
import { HOME_STRINGS } from './strings';

const S = HOME_STRINGS.join;

/**
 * The welcome panel's 'Enter code to join' field. Finding the lobby behind a code lands with the lobby
 * itself (issue 4); until then a well-formed code gets a short note.
 */
export function JoinCodeForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JoinCodeInput, unknown, JoinCodeValues>({
    resolver: zodResolver(joinCodeSchema),
    defaultValues: { code: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => void toast(S.comingSoon))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={S.label}
        hint={S.hint}
        error={errors.code?.message}
        placeholder={S.placeholder}
        maxLength={JOIN_CODE_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        className="flex-1 [&_input]:font-black [&_input]:tracking-[0.3em] [&_input]:uppercase [&_input]:tabular-nums"
        {...register('code')}
      />
      <SubmitButton
        pending={isSubmitting}
        variant="accent"
        icon={<DoorOpen aria-hidden="true" className="size-5" />}
        className="sm:mt-8"
      >
        {S.submit}
      </SubmitButton>
    </form>
  );
}
