import { z } from 'zod';

/** What the referee says of an answer (docs/referee.md): in its data for this category, doubtful, or not known. */
export const REFEREE_VERDICTS = ['known', 'doubtful', 'unknown'] as const;

const games = z.number().int().nonnegative();

/**
 * Why the referee says it, as codes the screens word in the player's language: a data category and its source
 * ('Country · CLDR'), known for another category or under another letter, or what players decided in so many
 * games. Categories are the referee's data categories (library ids), sources its source ids.
 */
export const refereeReasonSchema = z.union([
  z.object({
    kind: z.enum(['data', 'other-category', 'other-letter']),
    category: z.string(),
    source: z.string(),
  }),
  z.object({ kind: z.enum(['players', 'struck-out']), games }),
  z.object({ kind: z.literal('none') }),
]);

/** The referee's mark on one answer: its verdict and why. */
export const refereeMarkSchema = z.object({
  verdict: z.enum(REFEREE_VERDICTS),
  reason: refereeReasonSchema,
});

export type RefereeVerdictName = (typeof REFEREE_VERDICTS)[number];
export type RefereeReasonView = z.infer<typeof refereeReasonSchema>;
export type RefereeMark = z.infer<typeof refereeMarkSchema>;
