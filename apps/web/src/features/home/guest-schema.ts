import { z } from 'zod';
import { HOME_STRINGS } from './strings';

/** Seed-spec §5 and §9: a nickname is 3 to 20 characters once surrounding spaces are gone. */
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 20;

// The uniqueness check ('This nickname is already in use') needs the server and comes with issue 3.
export const guestSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(NICKNAME_MIN, HOME_STRINGS.nickname.tooShort)
    .max(NICKNAME_MAX, HOME_STRINGS.nickname.tooLong),
});

export type GuestFormInput = z.input<typeof guestSchema>;
export type GuestFormValues = z.output<typeof guestSchema>;
