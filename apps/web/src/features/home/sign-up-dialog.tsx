import type { AvatarId } from '@npat/protocol';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';
import { SignUpForm } from './sign-up-form';
import { SignUpSent } from './sign-up-sent';

type SignUpDialogProps = {
  trigger: ReactNode;
  avatar: AvatarId;
};

/**
 * The Sign Up dialog: the form, then, once the server took it, where to look for the link that finishes the
 * sign-up. Closing it starts over with an empty form.
 */
export function SignUpDialog({ trigger, avatar }: SignUpDialogProps) {
  const t = useText().home;
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setSentTo(undefined);
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={sentTo === undefined ? t.signUp : t.signUpSent.title}
      description={sentTo === undefined ? t.signUpDescription : undefined}
    >
      {sentTo === undefined ? (
        <SignUpForm avatar={avatar} onSent={setSentTo} />
      ) : (
        <SignUpSent email={sentTo} />
      )}
    </Modal>
  );
}
