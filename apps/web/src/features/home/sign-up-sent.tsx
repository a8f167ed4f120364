import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalClose } from '@/components/ui/dialog';
import { useText } from '@/i18n/use-text';

/**
 * What the Sign Up dialog shows once the form went out: check the mail. It says the same whether or not the
 * address has an account (the server answered alike, decision 049); the mail itself tells an owner to sign in.
 */
export function SignUpSent({ email }: { email: string }) {
  const S = useText().home.signUpSent;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-100 text-primary-700">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <p role="status" className="text-lg">
        {S.sentTo} <strong className="block font-bold break-all">{email}</strong>
      </p>
      <p className="text-ink-muted">{S.openLink}</p>
      <p className="text-sm text-ink-muted">{S.noMail}</p>
      <ModalClose asChild>
        <Button className="w-full">{S.done}</Button>
      </ModalClose>
    </div>
  );
}
