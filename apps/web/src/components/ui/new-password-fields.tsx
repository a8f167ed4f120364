import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

type NewPasswordFieldsProps = {
  /** The screen's words for the two fields. */
  words: { readonly password: string; readonly passwordHint: string; readonly confirmPassword: string };
  password: UseFormRegisterReturn<'password'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { readonly password?: string | undefined; readonly confirmPassword?: string | undefined };
};

/**
 * A new password and its confirmation, as sign-up and the password reset ask for them (the rules in
 * docs/product/identity.md#nicknames-and-display-names): the browser may offer to make one up.
 */
export function NewPasswordFields({ words, password, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={words.passwordHint}
        error={errors.password}
        {...password}
      />
      <TextField
        label={words.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
