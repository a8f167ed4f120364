import type { AvatarId } from '@npat/protocol';
import { LogIn, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { SignInDialog } from './sign-in-dialog';
import { SignUpDialog } from './sign-up-dialog';

type AuthActionsProps = {
  avatar: AvatarId;
  onSignedIn: () => Promise<void>;
  openSignIn?: boolean;
  /** Told once the Sign In dialog opened by `openSignIn`, so a later mount does not open it again. */
  onSignInOpened?: () => void;
};

/**
 * Sign In (the primary action: most visitors of this tab already have an account) and Sign Up, each opening
 * its dialog.
 */
export function AuthActions({ avatar, onSignedIn, openSignIn, onSignInOpened }: AuthActionsProps) {
  const t = useText().home;
  useEffect(() => {
    if (openSignIn) onSignInOpened?.();
  }, [openSignIn, onSignInOpened]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-ink-muted">{t.authIntro}</p>
      <SignInDialog
        defaultOpen={openSignIn}
        onSignedIn={onSignedIn}
        trigger={
          <Button className="w-full">
            <LogIn aria-hidden="true" className="size-5" />
            {t.signIn}
          </Button>
        }
      />
      <SignUpDialog
        avatar={avatar}
        trigger={
          <Button variant="secondary" className="w-full">
            <UserPlus aria-hidden="true" className="size-5" />
            {t.signUp}
          </Button>
        }
      />
    </div>
  );
}
