import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { text } from '@/i18n/locale-store';
import { useText } from '@/i18n/use-text';
import { useAfterScreenShown } from '@/lib/after-screen-shown';
import { isSessionLoss } from '@/lib/api';
import { signOut } from '@/lib/identity-api';
import { useRefreshSession, useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { RoomExit } from './room-exit';

// The question's dialog (Radix) comes with a room's screen, not with the first screen's scripts.
const RoomLogoutDialog = lazy(async () => ({
  default: (await import('./room-logout-dialog')).RoomLogoutDialog,
}));

/**
 * Signs out (docs/product/identity.md#signing-out): the server deletes a guest and ends an account's session.
 * A session that was already gone counts as signed out; the loss listener re-reads it. In a room it asks
 * first, saying what is lost, and leaves the room the way its Leave button does before signing out.
 */
export function LogoutButton({ room }: { room?: RoomExit }) {
  const refresh = useRefreshSession();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [pending, setPending] = useState(false);
  const shown = useAfterScreenShown();
  const t = useText().app;

  async function logOut(): Promise<boolean> {
    setPending(true);
    // Leaving the room removes the player from it, and a guest's sign-out deletes the guest: when either
    // fails, the seed's delete-failure message; an account's failed sign-out is 'Error signing out'.
    let failure: 'deleteFailed' | 'signOutFailed' = 'deleteFailed';
    try {
      if (room) {
        // Fetched here: the header is on every screen, the socket only with a room's.
        const { leaveRoom } = await import('@/lib/leave-room');
        await leaveRoom(room.roomId, room.screen);
      }
      if (user && !user.isAnonymous) failure = 'signOutFailed';
      await signOut();
      await refresh();
      if (room) await navigate('/', { replace: true });
      return true;
    } catch (error) {
      if (isSessionLoss(error)) return true;
      toast.error(text().errors.general[failure]);
      return false;
    } finally {
      setPending(false);
    }
  }

  const button = (onClick?: () => void) => (
    // On a phone only the icon, its word kept for screen readers and as the tooltip: 'Cerrar sesión' and
    // 'Çıkış yap' wrapped there and squeezed the logo (docs/decisions/061-timer-and-header-fit-every-language.md).
    <Button
      variant="secondary"
      size="sm"
      title={t.logout}
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className="whitespace-nowrap max-sm:w-11 max-sm:px-0"
    >
      {pending ? <Spinner /> : <LogOut aria-hidden="true" className="size-5" />}
      <span className="max-sm:sr-only">{t.logout}</span>
    </Button>
  );
  if (!room) return button(() => void logOut());
  // Until the room's screen is shown, a button that waits: the dialog's code must not compete with it.
  if (!shown) return button();
  return (
    <Suspense fallback={button()}>
      <RoomLogoutDialog trigger={button()} room={room} guest={user?.isAnonymous ?? true} onConfirm={logOut} />
    </Suspense>
  );
}
