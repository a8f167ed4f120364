import { zodResolver } from '@hookform/resolvers/zod';
import type { SignIn } from '@npat/protocol';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { apiErrorMessage } from '@/lib/form-errors';
import { signIn } from '@/lib/identity-api';
import { signInFormSchema, type SignInFormInput } from './sign-in-schema';

type SignInFormProps = {
  onSignedIn: () => Promise<void>;
  /** Gets what was typed as email, for the forgotten-password view to start from. */
  onForgotPassword: (email: string) => void;
  defaultEmail?: string;
  /** Focus the email field on mount, when the form replaces a view the player was working in. */
  focusEmail?: boolean;
};

/**
 * Email and password. A wrong password and an unknown email get the same answer, so the message never
 * tells which accounts exist.
 */
export function SignInForm({ onSignedIn, onForgotPassword, defaultEmail = '', focusEmail }: SignInFormProps) {
  const t = useText().home;
  const S = t.fields;
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormInput, unknown, SignIn>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  useEffect(() => {
    if (focusEmail) setFocus('email');
  }, [focusEmail, setFocus]);

  async function submit(values: SignIn) {
    setFormError(undefined);
    try {
      await signIn(values);
    } catch (error) {
      setFormError(apiErrorMessage(error, text().home.signInFailed));
      return;
    }
    await onSignedIn();
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
      <TextField
        label={S.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-2 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onForgotPassword(getValues('email'))}
          className="text-primary-700 underline"
        >
          {t.forgotPassword}
        </Button>
      </div>
      <FormAlert message={formError} />
      <SubmitButton
        pending={isSubmitting}
        icon={<LogIn aria-hidden="true" className="size-5" />}
        className="w-full"
      >
        {t.signIn}
      </SubmitButton>
    </form>
  );
}
