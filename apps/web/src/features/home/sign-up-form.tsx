import { zodResolver } from '@hookform/resolvers/zod';
import { avatarPath, signUpSchema, type AvatarId, type SignUp } from '@npat/protocol';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { applyFieldErrors, apiErrorMessage } from '@/lib/form-errors';
import { signUp } from '@/lib/identity-api';
import { toast } from '@/lib/toast';

const FIELDS = ['email', 'password', 'confirmPassword', 'displayName'] as const;

type SignUpFormProps = {
  /** The character the picker shows; it becomes the account's photo. */
  avatar: AvatarId;
  /** The link went out to `email` (or, when it has an account, a mail saying so: the answer is the same). */
  onSent: (email: string) => void;
};

/**
 * Asks for an account (rules and messages in docs/product/identity.md#nicknames-and-display-names, from the
 * protocol's schema); the mailed link creates it and signs it in (docs/product/identity.md#accounts).
 */
export function SignUpForm({ avatar, onSent }: SignUpFormProps) {
  const t = useText().home;
  const S = t.fields;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signUpSchema>, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', displayName: '' },
  });

  async function submit(values: SignUp) {
    try {
      await signUp({ ...values, photoURL: avatarPath(avatar) });
    } catch (error) {
      // A failure no field can hold is a toast (docs/product/messages.md#error-catalogue), as for the guest.
      if (!applyFieldErrors(error, FIELDS, setError)) {
        toast.error(apiErrorMessage(error, text().errors.general.profileCreateFailed));
      }
      return;
    }
    onSent(values.email);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label={S.email}
        type="email"
        autoComplete="email"
        placeholder={S.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        words={S}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <TextField
        label={S.displayName}
        autoComplete="nickname"
        hint={S.displayNameHint}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <SubmitButton
        pending={isSubmitting}
        icon={<UserPlus aria-hidden="true" className="size-5" />}
        className="w-full"
      >
        {t.createAccount}
      </SubmitButton>
    </form>
  );
}
