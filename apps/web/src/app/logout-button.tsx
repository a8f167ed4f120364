import { ERRORS } from '@npat/protocol';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isSessionLoss } from '@/lib/api';
import { signOut } from '@/lib/identity-api';
import { useRefreshSession } from '@/lib/session';
import { APP_STRINGS } from './strings';

/**
 * Signs out (docs/product/identity.md#signing-out): the server deletes a guest and ends an account's session.
 * A session that was already gone counts as signed out; the loss listener re-reads it.
 */
export function LogoutButton() {
  const refresh = useRefreshSession();
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    try {
      await signOut();
      await refresh();
    } catch (error) {
      if (!isSessionLoss(error)) toast.error(ERRORS.signOutFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void logOut()}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner /> : <LogOut aria-hidden="true" className="size-5" />}
      {APP_STRINGS.logout}
    </Button>
  );
}
