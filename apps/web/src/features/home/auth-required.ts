import { ERRORS } from '@npat/protocol';
import { toast } from '@/lib/toast';

/**
 * docs/product/messages.md#error-catalogue: the destructive toast when an action needs a user and the server
 * no longer has one.
 */
export function toastAuthRequired(): void {
  toast.error(ERRORS.authRequiredTitle, { description: ERRORS.authRequiredDescription });
}
