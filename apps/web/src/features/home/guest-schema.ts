import { guestSignInSchema } from '@npat/protocol';
import type { z } from 'zod';

/** The guest form holds only the nickname; the avatar comes from the character picker. */
export const guestFormSchema = guestSignInSchema.pick({ nickname: true });

export type GuestFormInput = z.input<typeof guestFormSchema>;
export type GuestFormValues = z.output<typeof guestFormSchema>;
