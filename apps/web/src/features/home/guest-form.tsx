import { avatarPath, type AvatarId } from '@npat/protocol';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { apiErrorMessage, fieldErrorOf } from '@/lib/form-errors';
import { signInAsGuest } from '@/lib/identity-api';
import { toast } from '@/lib/toast';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { loadGuestSchema } from './home-parts';

type GuestFormProps = {
  /** The character the picker shows; it becomes the guest's photo. */
  avatar: AvatarId;
  /** Runs after the server made the guest; the button keeps spinning until it settles. */
  onSignedIn: () => Promise<void>;
};

/** The protocol's nickname rule (trimmed, lower-cased, 3 to 20 characters): the name to send, or why not. */
async function checkNickname(typed: string): Promise<{ nickname: string } | { error: string }> {
  const result = (await loadGuestSchema()).safeParse({ nickname: typed });
  if (result.success) return { nickname: result.data.nickname };
  return { error: result.error.issues[0]?.message ?? text().errors.general.guestCreateFailed };
}

/**
 * The nickname field and the guest's one primary action: creates the guest and their session. A plain form,
 * not react-hook-form, and the rule's schema is fetched when first needed: the first screen stays small
 * (docs/decisions/024-route-splitting-and-bundle-budgets.md). As with the other forms, the rule is checked on
 * submit and, once it failed, again on every change.
 */
export function GuestForm({ avatar, onSignedIn }: GuestFormProps) {
  const t = useText().home;
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const latestCheck = useRef(0);

  async function recheck(typed: string) {
    const check = ++latestCheck.current;
    // Without the rule (no network), the message shown stays until the next submit.
    const checked = await checkNickname(typed).catch(() => undefined);
    if (checked && check === latestCheck.current) setError('error' in checked ? checked.error : undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const checked = await checkNickname(field.current?.value ?? '').catch(() => undefined);
      if (!checked) {
        // The rule's code could not be fetched: the network is gone.
        toast.error(text().errors.identity.networkFailed);
        return;
      }
      if ('error' in checked) {
        setError(checked.error);
        field.current?.focus();
        return;
      }
      setError(undefined);
      try {
        await signInAsGuest({ nickname: checked.nickname, photoURL: avatarPath(avatar) });
      } catch (failure) {
        // 'This nickname is already in use' belongs under the field; anything else is a toast.
        const message = failure instanceof ApiError ? fieldErrorOf(failure, 'nickname') : undefined;
        if (message) {
          setError(message);
          field.current?.focus();
        } else {
          toast.error(apiErrorMessage(failure, text().errors.general.guestCreateFailed));
        }
        return;
      }
      await onSignedIn();
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        ref={field}
        name="nickname"
        label={t.nickname.label}
        hint={t.nickname.hint}
        error={error}
        placeholder={t.nickname.placeholder}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => {
          if (error !== undefined) void recheck(event.target.value);
        }}
      />
      <SubmitButton pending={pending} className="w-full">
        {t.guestSubmit}
      </SubmitButton>
    </form>
  );
}
