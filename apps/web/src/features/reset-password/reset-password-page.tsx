import { passwordResetSchema } from '@npat/protocol';
import { KeyRound, LinkIcon, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { OPEN_SIGN_IN } from '@/app/home-state';
import { documentTitle } from '@/app/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardHeading } from '@/components/ui/card-heading';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The page the password-reset mail links to (`/reset-password?token=…`). After the new password is saved
 * the player lands home with the Sign In dialog open; a link the server refuses says so, with a way back to
 * Sign In, where a new link can be asked for.
 */
export function ResetPasswordPage() {
  const { resetPassword: S, errors } = useText();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [refused, setRefused] = useState(false);
  const usable = !refused && passwordResetSchema.shape.token.safeParse(token).success;

  async function done() {
    toast.success(text().resetPassword.done);
    await navigate('/', { state: OPEN_SIGN_IN });
  }

  return (
    <Card aria-labelledby="reset-password-title" className="mx-auto w-full max-w-lg">
      <title>{documentTitle(S.documentTitle)}</title>
      {usable ? (
        <>
          <div className="text-center">
            <CardHeading icon={KeyRound} id="reset-password-title" title={S.title} intro={S.intro} />
          </div>
          <div className="mt-6">
            <ResetPasswordForm token={token} onDone={done} onInvalidLink={() => setRefused(true)} />
          </div>
        </>
      ) : (
        <div className="text-center">
          <CardHeading
            icon={LinkIcon}
            tone="invalid"
            id="reset-password-title"
            title={S.invalidTitle}
            intro={errors.identity.resetLinkInvalid}
            alert
          />
          <Button asChild className="mt-6">
            <Link to="/" state={OPEN_SIGN_IN}>
              <LogIn aria-hidden="true" className="size-5" />
              {S.backToSignIn}
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
