import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

type View = 'sign-in' | 'forgot' | 'back-to-sign-in';

type SignInDialogProps = {
  trigger: ReactNode;
  onSignedIn: () => Promise<void>;
  /** Open from the start, e.g. when a password reset sends the player here to sign in. */
  defaultOpen?: boolean;
};

/** The Sign In dialog with its forgotten-password view; closing it always returns to the sign-in view. */
export function SignInDialog({ trigger, onSignedIn, defaultOpen = false }: SignInDialogProps) {
  const t = useText().home;
  const [open, setOpen] = useState(defaultOpen);
  const [view, setView] = useState<View>('sign-in');
  // The address typed in one view carries over to the other.
  const [email, setEmail] = useState('');
  const forgot = view === 'forgot';

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setView('sign-in');
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={forgot ? t.forgot.heading : t.signIn}
      description={forgot ? t.forgot.description : t.signInDescription}
    >
      {forgot ? (
        <ForgotPasswordForm
          defaultEmail={email}
          onBack={() => setView('back-to-sign-in')}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setView('back-to-sign-in');
          }}
        />
      ) : (
        <SignInForm
          defaultEmail={email}
          focusEmail={view === 'back-to-sign-in'}
          onSignedIn={onSignedIn}
          onForgotPassword={(typed) => {
            setEmail(typed);
            setView('forgot');
          }}
        />
      )}
    </Modal>
  );
}
