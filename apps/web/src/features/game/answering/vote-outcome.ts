import type { PlayerView } from '@npat/engine';

type LetterVoteView = NonNullable<PlayerView['round']['letterVote']>;

/**
 * Why a closed letter vote gave the round its letter (docs/product/rules.md#letters): nobody vetoed it
 * ('not-vetoed', nothing to explain), every offered letter was vetoed and another unused letter was drawn
 * ('drawn-instead'), or every one was vetoed and none other was left, so the one with the fewest vetoes
 * is played ('fewest-vetoes'). Null while the vote is open, and in a round without one.
 */
export function voteOutcome(
  letter: string,
  vote: LetterVoteView | null,
): 'not-vetoed' | 'drawn-instead' | 'fewest-vetoes' | null {
  if (vote === null || vote.closesAt !== null) return null;
  const index = vote.offered.indexOf(letter);
  if (index === -1) return 'drawn-instead';
  return (vote.vetoCounts[index] ?? 0) === 0 ? 'not-vetoed' : 'fewest-vetoes';
}
