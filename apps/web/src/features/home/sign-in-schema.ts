import { emailSchema, signInSchema } from '@npat/protocol';
import type { z } from 'zod';

/**
 * The Sign In form's rules: the email rules and messages every form shares (6 to 30 characters, a valid
 * address; docs/product/messages.md#validation-messages), so an address no account can have is not sent.
 * The server's sign-in schema asks only that something was typed; telling these rules changes nothing about
 * which accounts exist, since every account was made under them.
 */
export const signInFormSchema = signInSchema.extend({ email: emailSchema });

export type SignInFormInput = z.input<typeof signInFormSchema>;
