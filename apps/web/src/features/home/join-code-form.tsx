import { zodResolver } from '@hookform/resolvers/zod';
import type { AvatarId, User } from '@npat/protocol';
import { DoorOpen } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { joinCodeInput } from './join-code-input';
import { joinCodeSchema, type JoinCodeInput, type JoinCodeValues } from './join-code-schema';
import { useJoinByCode } from './use-join-by-code';

type JoinCodeFormProps = {
  user: User;
  /**
   * The character the picker shows; joining saves it as the profile photo if it changed
   * (docs/product/identity.md#profile).
   */
  avatar: AvatarId;
};

/**
 * The welcome panel's 'Enter code to join' field, its first action: a valid code opens the room's lobby. The
 * placeholder G2F3XA is thin, slanted and unspaced, unlike a typed code's heavy spaced capitals, so it cannot
 * pass for one already filled in.
 */
export function JoinCodeForm({ user, avatar }: JoinCodeFormProps) {
  const S = useText().home.join;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinCodeInput, unknown, JoinCodeValues>({
    resolver: zodResolver(joinCodeSchema),
    defaultValues: { code: '' },
  });
  const field = register('code');
  const join = useJoinByCode(user, avatar, (message) =>
    setError('code', { type: 'server', message }, { shouldFocus: true }),
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => join(code))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={S.label}
        hint={S.hint}
        error={errors.code?.message}
        placeholder={S.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        className={cn(
          'flex-1 [&_input]:font-black [&_input]:tracking-[0.3em] [&_input]:uppercase [&_input]:tabular-nums',
          '[&_input]:placeholder:font-normal [&_input]:placeholder:tracking-normal [&_input]:placeholder:italic',
        )}
        {...field}
        onChange={(event) => {
          const kept = joinCodeInput(event.target.value);
          if (kept !== event.target.value) event.target.value = kept;
          return field.onChange(event);
        }}
      />
      <SubmitButton
        pending={isSubmitting}
        icon={<DoorOpen aria-hidden="true" className="size-5" />}
        className="sm:mt-8"
      >
        {S.submit}
      </SubmitButton>
    </form>
  );
}
