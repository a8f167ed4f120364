import { VALIDATION } from '@npat/protocol';
import { z } from 'zod';

/** Seed §9: a join code has 6 characters. */
export const JOIN_CODE_LENGTH = 6;

/** The alphabet of join codes: no 0/O, 1/I, so a code read out loud or off a phone cannot be mistyped. */
export const JOIN_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;

/** Seed §5: trimmed, typed in any case, exactly 6 characters of the code alphabet. */
export const joinCodeSchema = z.object({
  code: z.string().trim().toUpperCase().regex(JOIN_CODE_PATTERN, VALIDATION.gameCodeInvalid),
});

export type JoinCodeInput = z.input<typeof joinCodeSchema>;
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
