import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_CODES, passwordResetSchema, type PasswordReset } from '@npat/protocol';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { FormAlert } from '@/components/ui/text-field';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { ApiError } from '@/lib/api';
import { applyFieldErrors, apiErrorMessage } from '@/lib/form-errors';
import { resetPassword } from '@/lib/identity-api';

type ResetPasswordFormProps = {
  token: string;
  onDone: () => Promise<void> | void;
  /** The server refused the link: used, expired or never issued. */
  onInvalidLink: () => void;
};

/**
 * New password and its confirmation (rules in docs/product/identity.md#nicknames-and-display-names), sent
 * with the link's token.
 */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const S = useText().resetPassword;
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof passwordResetSchema>, unknown, PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    // The token has no field: it travels in the form's values from the link to the request.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  async function submit(values: PasswordReset) {
    setFormError(undefined);
    try {
      await resetPassword(values);
    } catch (error) {
      if (isInvalidLink(error)) return onInvalidLink();
      if (!applyFieldErrors(error, ['password', 'confirmPassword'], setError)) {
        setFormError(apiErrorMessage(error, text().errors.general.resetPasswordFailed));
      }
      return;
    }
    await onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <NewPasswordFields
        words={S}
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
      />
      <FormAlert message={formError} />
      <SubmitButton
        pending={isSubmitting}
        icon={<KeyRound aria-hidden="true" className="size-5" />}
        className="w-full"
      >
        {S.submit}
      </SubmitButton>
    </form>
  );
}

function isInvalidLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === AUTH_ERROR_CODES.resetLinkInvalid || Boolean(error.fieldErrors.token))
  );
}
