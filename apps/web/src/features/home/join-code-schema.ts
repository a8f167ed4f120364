import { joinCodeSchema as codeSchema } from '@npat/protocol';
import { z } from 'zod';

/**
 * docs/product/rules.md#joining-a-room: trimmed, typed in any case, exactly 6 characters of the code alphabet
 * (the protocol's rule).
 */
export const joinCodeSchema = z.object({ code: codeSchema });

export type JoinCodeInput = z.input<typeof joinCodeSchema>;
export type JoinCodeValues = z.output<typeof joinCodeSchema>;
