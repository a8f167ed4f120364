import { ERRORS } from '@npat/protocol';
import { secondaryToast } from '@/lib/secondary-toast';

/**
 * docs/product/messages.md#error-catalogue: the destructive toast when an action needs a user and the server
 * no longer has one. It goes to the secondary toaster, as the original app's did (app/secondary-toaster.tsx).
 */
export function toastAuthRequired(): void {
  secondaryToast({
    title: ERRORS.authRequiredTitle,
    description: ERRORS.authRequiredDescription,
    variant: 'destructive',
  });
}
