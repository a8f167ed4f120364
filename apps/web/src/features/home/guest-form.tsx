import { zodResolver } from '@hookform/resolvers/zod';
import { avatarPath, ERRORS, type AvatarId } from '@npat/protocol';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, apiErrorMessage } from '@/lib/form-errors';
import { signInAsGuest } from '@/lib/identity-api';
import { guestFormSchema, type GuestFormInput, type GuestFormValues } from './guest-schema';
import { HOME_STRINGS } from './strings';

type GuestFormProps = {
  /** The character the picker shows; it becomes the guest's photo. */
  avatar: AvatarId;
  /** Runs after the server made the guest; the button keeps spinning until it settles. */
  onSignedIn: () => Promise<void>;
};

/** The nickname field and the guest's one primary action: creates the guest and their session. */
export function GuestForm({ avatar, onSignedIn }: GuestFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GuestFormInput, unknown, GuestFormValues>({
    resolver: zodResolver(guestFormSchema),
    defaultValues: { nickname: '' },
  });

  async function submit({ nickname }: GuestFormValues) {
    try {
      await signInAsGuest({ nickname, photoURL: avatarPath(avatar) });
    } catch (error) {
      // 'This nickname is already in use' belongs under the field; anything else is a toast.
      if (!applyFieldErrors(error, ['nickname'], setError)) {
        toast.error(apiErrorMessage(error, ERRORS.guestCreateFailed));
      }
      return;
    }
    await onSignedIn();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label={HOME_STRINGS.nickname.label}
        hint={HOME_STRINGS.nickname.hint}
        error={errors.nickname?.message}
        placeholder={HOME_STRINGS.nickname.placeholder}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        {...register('nickname')}
      />
      <SubmitButton pending={isSubmitting} className="w-full">
        {HOME_STRINGS.guestSubmit}
      </SubmitButton>
    </form>
  );
}
