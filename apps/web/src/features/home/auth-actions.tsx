import { LogIn, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/dialog';
import { HOME_STRINGS } from './strings';

function GotIt() {
  return (
    <div className="flex justify-end">
      <ModalClose asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          {HOME_STRINGS.gotIt}
        </Button>
      </ModalClose>
    </div>
  );
}

/**
 * Sign In (the primary action: most visitors of this tab already have an account) and Sign Up, each opening
 * its dialog. The dialogs' forms arrive with issue 3.
 */
export function AuthActions() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-ink-muted">{HOME_STRINGS.authIntro}</p>
      <Modal
        title={HOME_STRINGS.signIn}
        description={HOME_STRINGS.signInComingSoon}
        trigger={
          <Button className="w-full">
            <LogIn aria-hidden="true" className="size-5" />
            {HOME_STRINGS.signIn}
          </Button>
        }
      >
        <GotIt />
      </Modal>
      <Modal
        title={HOME_STRINGS.signUp}
        description={HOME_STRINGS.signUpComingSoon}
        trigger={
          <Button variant="secondary" className="w-full">
            <UserPlus aria-hidden="true" className="size-5" />
            {HOME_STRINGS.signUp}
          </Button>
        }
      >
        <GotIt />
      </Modal>
    </div>
  );
}
