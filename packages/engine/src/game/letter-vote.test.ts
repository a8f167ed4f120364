import { describe, expect, it } from 'vitest';
import { LETTER_VOTE_MS, ROUND_STARTING_MS } from './constants.ts';
import { advance } from './advance.ts';
import { startGame } from './start-game.ts';
import type { GameState } from './state.ts';
import { accepted, firstPick, makeInput, roomAt, T0, tickUntil } from './testing/game-fixtures.ts';
import { playerView } from './view/player-view.ts';
import { redrawLetter, setPresence, vetoLetter } from './testing/intent-functions.ts';

/** A game of three with letter by vote, as round 1's vote opens. */
function votingGame(settings = {}): GameState {
  return startGame(makeInput({ letterVote: true, rounds: 2, ...settings }), T0, firstPick);
}

const vote = (state: GameState) => state.rounds.at(-1)!.letterVote!;

describe('letter by vote', () => {
  it('offers three unused letters and no letter until the vote closes, then the 3-2-1', () => {
    const state = votingGame();
    expect(vote(state).offered).toHaveLength(3);
    expect(state.rounds[0]).toMatchObject({ letter: '' });
    expect(state.phaseEndsAt).toBe(T0 + LETTER_VOTE_MS);
    const view = playerView(state, 'ana', T0, roomAt(1));
    expect(view.round.letterVote).toMatchObject({
      offered: vote(state).offered,
      closesAt: T0 + LETTER_VOTE_MS,
    });

    const closed = advance(state, T0 + LETTER_VOTE_MS).state;
    expect(closed.phase).toBe('ROUND_STARTING');
    expect(closed.rounds[0]?.letter).toBe(vote(state).offered[0]);
    expect(closed.rounds[0]?.answeringStartsAt).toBe(T0 + LETTER_VOTE_MS + ROUND_STARTING_MS);
    expect(closed.phaseEndsAt).toBe(T0 + LETTER_VOTE_MS + ROUND_STARTING_MS);
    expect(advance(closed, T0 + LETTER_VOTE_MS + ROUND_STARTING_MS).state.phase).toBe('ANSWERING');
  });

  it('takes the first offered letter nobody vetoed, and closes once every present player has vetoed', () => {
    const state = votingGame();
    const [first, second, third] = vote(state).offered as [string, string, string];
    let current = accepted(vetoLetter(state, 'ana', { letter: second }, T0 + 1)).state;
    // A second veto replaces the first.
    current = accepted(vetoLetter(current, 'ana', { letter: first }, T0 + 2)).state;
    expect(vote(current).vetoes).toEqual([{ uid: 'ana', letter: first }]);
    current = accepted(vetoLetter(current, 'ben', { letter: first }, T0 + 3)).state;
    current = accepted(setPresence(current, 'cy', { connected: false }, T0 + 4)).state;
    expect(current.rounds[0]?.letter).toBe(second);
    expect(current.phaseEndsAt).toBe(T0 + 4 + ROUND_STARTING_MS);
    expect(third).not.toBe(second);
  });

  it('never plays a vetoed letter: with all three vetoed, another unused letter comes', () => {
    const state = votingGame();
    const [first, second, third] = vote(state).offered as [string, string, string];
    let current = state;
    for (const [uid, letter] of [
      ['ana', first],
      ['ben', second],
      ['cy', third],
    ] as const)
      current = accepted(vetoLetter(current, uid, { letter }, T0 + 1)).state;
    const letter = current.rounds[0]?.letter ?? '';
    expect(letter).not.toBe('');
    expect(vote(state).offered).not.toContain(letter);
  });

  it('never offers a letter already played, and keeps to the host’s pool', () => {
    const letters = ['B', 'D', 'F', 'H'];
    const { state } = tickUntil(votingGame({ letters, rounds: 2 }), 'FINAL_RESULTS');
    const played = state.rounds.map((round) => round.letter);
    expect(new Set(played).size).toBe(2);
    expect(played.every((letter) => letters.includes(letter))).toBe(true);
    expect(state.rounds[1]?.letterVote?.offered).not.toContain(played[0]);
  });

  it('refuses a letter not offered, a veto after the vote, and the host’s re-draw', () => {
    const state = votingGame();
    const notOffered = ['A', 'B', 'C', 'D', 'E'].find((letter) => !vote(state).offered.includes(letter))!;
    expect(vetoLetter(state, 'ana', { letter: notOffered }, T0)).toMatchObject({
      ok: false,
      error: { code: 'unknown-letter' },
    });
    expect(redrawLetter(state, 'ana', {}, T0)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
    const closed = advance(state, T0 + LETTER_VOTE_MS).state;
    expect(vetoLetter(closed, 'ana', { letter: vote(state).offered[0]! }, T0 + LETTER_VOTE_MS)).toMatchObject(
      {
        ok: false,
        error: { code: 'wrong-phase' },
      },
    );
  });
});
