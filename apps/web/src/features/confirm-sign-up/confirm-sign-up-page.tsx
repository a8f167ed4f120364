import { AUTH_ERROR_CODES, signUpConfirmSchema } from '@npat/protocol';
import { Home, LinkIcon, LogIn, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OPEN_SIGN_IN } from '@/app/home-state';
import { documentTitle } from '@/app/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardHeading } from '@/components/ui/card-heading';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormAlert } from '@/components/ui/text-field';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { ApiError } from '@/lib/api';
import { apiErrorMessage } from '@/lib/form-errors';
import { confirmSignUp } from '@/lib/identity-api';
import { toast } from '@/lib/toast';

/** Why a link cannot make the account: it is no good, or its email or display name was taken meanwhile. */
type Refusal = 'link' | 'email' | 'name';

const REFUSALS: Readonly<Record<string, Refusal>> = {
  [AUTH_ERROR_CODES.signUpLinkInvalid]: 'link',
  [AUTH_ERROR_CODES.emailInUse]: 'email',
  [AUTH_ERROR_CODES.displayNameInUse]: 'name',
};

/**
 * The page the sign-up mail links to (`/confirm-sign-up?token=…`, decision 049). The account is made only
 * when the player presses the button, not when the page opens, so a mail program that opens links to check
 * them cannot use the link up. Then the player lands home signed in. A refused link says why, with the way on.
 */
export function ConfirmSignUpPage() {
  const { confirmSignUp: S } = useText();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [refusal, setRefusal] = useState<Refusal | undefined>(
    signUpConfirmSchema.safeParse({ token }).success ? undefined : 'link',
  );
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function finish() {
    setPending(true);
    setFailure(undefined);
    try {
      await confirmSignUp({ token });
    } catch (error) {
      setPending(false);
      const refused = error instanceof ApiError ? REFUSALS[error.code] : undefined;
      if (refused) setRefusal(refused);
      else setFailure(apiErrorMessage(error, text().errors.general.profileCreateFailed));
      return;
    }
    toast.success(text().confirmSignUp.done);
    // Home re-reads the session on the way, so it shows the new account signed in.
    await navigate('/');
  }

  return (
    <Card aria-labelledby="confirm-sign-up-title" className="mx-auto w-full max-w-lg">
      <title>{documentTitle(S.documentTitle)}</title>
      {refusal === undefined ? (
        <div className="text-center">
          <CardHeading icon={UserCheck} id="confirm-sign-up-title" title={S.title} intro={S.intro} />
          <form
            noValidate
            className="mt-6 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void finish();
            }}
          >
            <FormAlert message={failure} />
            <SubmitButton
              pending={pending}
              icon={<UserCheck aria-hidden="true" className="size-5" />}
              className="w-full"
            >
              {S.submit}
            </SubmitButton>
          </form>
        </div>
      ) : (
        <RefusedLink refusal={refusal} />
      )}
    </Card>
  );
}

function RefusedLink({ refusal }: { refusal: Refusal }) {
  const { confirmSignUp: S, errors } = useText();
  const message = { link: errors.identity.signUpLinkInvalid, email: S.emailTaken, name: S.nameTaken }[
    refusal
  ];
  return (
    <div className="text-center">
      <CardHeading
        icon={LinkIcon}
        tone="invalid"
        id="confirm-sign-up-title"
        title={S.invalidTitle}
        intro={message}
        alert
      />
      <Button asChild className="mt-6">
        {refusal === 'name' ? (
          <Link to="/">
            <Home aria-hidden="true" className="size-5" />
            {S.backHome}
          </Link>
        ) : (
          <Link to="/" state={OPEN_SIGN_IN}>
            <LogIn aria-hidden="true" className="size-5" />
            {S.backToSignIn}
          </Link>
        )}
      </Button>
    </div>
  );
}
