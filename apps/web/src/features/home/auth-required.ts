import { text } from '@/i18n/locale-store';
import { secondaryToast } from '@/lib/secondary-toast';

/**
 * docs/product/messages.md#error-catalogue: the destructive toast when an action needs a user and the server
 * no longer has one. It goes to the secondary toaster, as the original app's did (app/secondary-toaster.tsx).
 */
export function toastAuthRequired(): void {
  const { general } = text().errors;
  secondaryToast({
    title: general.authRequiredTitle,
    description: general.authRequiredDescription,
    variant: 'destructive',
  });
}
