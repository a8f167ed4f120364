import type { AvatarId } from '@npat/protocol';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/dialog';
import { SignUpForm } from './sign-up-form';
import { HOME_STRINGS } from './strings';

type SignUpDialogProps = {
  trigger: ReactNode;
  avatar: AvatarId;
  onSignedIn: () => Promise<void>;
};

export function SignUpDialog({ trigger, avatar, onSignedIn }: SignUpDialogProps) {
  return (
    <Modal trigger={trigger} title={HOME_STRINGS.signUp} description={HOME_STRINGS.signUpDescription}>
      <SignUpForm avatar={avatar} onSignedIn={onSignedIn} />
    </Modal>
  );
}
