import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@npat/protocol';
import { ArrowLeft, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { requestPasswordReset } from '@/lib/identity-api';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';

type ForgotPasswordFormProps = {
  defaultEmail?: string;
  onBack: () => void;
  /** After the link went out; gets the address so the sign-in view can keep it. */
  onSent: (email: string) => void;
};

/**
 * The Sign In dialog's forgotten-password view (docs/product/screens.md#home): the email, Back and Send. The
 * server answers the same for unknown addresses, so success here never tells whether an account exists.
 */
export function ForgotPasswordForm({ defaultEmail = '', onBack, onSent }: ForgotPasswordFormProps) {
  const t = useText().home;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof passwordResetRequestSchema>, unknown, PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  // The view replaces the sign-in form the player was in, so focus follows to its only field.
  useEffect(() => setFocus('email'), [setFocus]);

  async function submit(values: PasswordResetRequest) {
    try {
      await requestPasswordReset(values);
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      const errors = text().errors;
      const message = tooMany ? errors.identity.tooManyRequests : errors.general.resetPasswordFailed;
      setError('email', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    toast.success(text().errors.general.resetPasswordSent);
    onSent(values.email);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label={t.fields.email}
        type="email"
        autoComplete="email"
        placeholder={t.fields.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t.forgot.back}
        </Button>
        <SubmitButton pending={isSubmitting} icon={<Send aria-hidden="true" className="size-5" />}>
          {t.forgot.send}
        </SubmitButton>
      </div>
    </form>
  );
}
