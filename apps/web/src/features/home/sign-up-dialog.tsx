import type { AvatarId } from '@npat/protocol';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';
import { SignUpForm } from './sign-up-form';

type SignUpDialogProps = {
  trigger: ReactNode;
  avatar: AvatarId;
  onSignedIn: () => Promise<void>;
};

export function SignUpDialog({ trigger, avatar, onSignedIn }: SignUpDialogProps) {
  const t = useText().home;
  return (
    <Modal trigger={trigger} title={t.signUp} description={t.signUpDescription}>
      <SignUpForm avatar={avatar} onSignedIn={onSignedIn} />
    </Modal>
  );
}
