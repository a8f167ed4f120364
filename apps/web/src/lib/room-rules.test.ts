import { EASY_LETTERS, storedSettings, type RoomSettings } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { newGame, T0, viewOf } from '@/app/testing/game-views';
import { roomRules, type RulesSettings } from './room-rules';

/** A lobby's settings: the defaults, with `patch`. */
function lobby(patch: Partial<RoomSettings> = {}): RoomSettings {
  return { ...storedSettings({}), ...patch };
}

/** A game's settings exactly as a player's view holds them, built by the engine. */
function gameViewSettings(patch: Parameters<typeof newGame>[0] = {}): RulesSettings {
  return viewOf(newGame(patch), 'ana', T0).settings;
}

const ONLY_ANSWER =
  'House rule: 20 points when you are the only one with an answer in a category, instead of 10.';
const SHARED_ZERO = 'House rule: a shared answer scores 0 instead of 5.';
const CREATIVE = 'House rule: +5 for an answer most of the other players vote creative.';
const ROUND_TIMER = 'Round Timer: a round ends when the time is up or everyone is done.';
const FASTEST_FINGER =
  'Fastest Finger: whoever fills every category may press STOP; the others get 10 more seconds, and the first to stop earns 10 bonus points.';
const OWN_ON =
  'Everyone adds two categories of their own, and one of them joins the game in rounds 1, 3, 5, …';
const OWN_OFF = 'Nobody adds categories of their own: only the fixed ones are played.';
const LATE_ON = 'Friends who arrive late can watch and play from the next round.';
const LATE_OFF = 'Latecomers can only watch.';

describe('room rules', () => {
  it('tell a lobby with the default settings in order: time, ending, scoring, categories, letters, late join', () => {
    expect(roomRules(lobby())).toEqual([
      '6 rounds of 60 seconds; 10 s more per category beyond 4.',
      ROUND_TIMER,
      'Classic scoring: 10 points for a unique answer, 5 for a shared one, 0 for none.',
      '4 fixed categories in every round.',
      OWN_ON,
      'Letters: any of all 26.',
      LATE_ON,
    ]);
  });

  it('say the rounds and the round time as set, one round in the singular', () => {
    expect(roomRules(lobby({ rounds: 3, roundTime: 90 }))[0]).toBe(
      '3 rounds of 90 seconds; 10 s more per category beyond 4.',
    );
    expect(roomRules(lobby({ rounds: 1 }))[0]).toBe(
      '1 round of 60 seconds; 10 s more per category beyond 4.',
    );
  });

  it('tell the Round Timer or the Fastest Finger ending, never both', () => {
    expect(roomRules(lobby())).toContain(ROUND_TIMER);
    expect(roomRules(lobby())).not.toContain(FASTEST_FINGER);
    const fastest = roomRules(lobby({ endMode: 'Fastest Finger' }));
    expect(fastest).toContain(FASTEST_FINGER);
    expect(fastest).not.toContain(ROUND_TIMER);
  });

  it.each([
    ['onlyAnswerDoubles', ONLY_ANSWER],
    ['sharedAnswerZero', SHARED_ZERO],
    ['creativeBonus', CREATIVE],
  ] as const)('tell the %s scoring rule exactly when it is on', (rule, sentence) => {
    const on: RulesSettings = { ...lobby(), [rule]: true };
    const off: RulesSettings = { ...lobby(), [rule]: false };
    expect(roomRules(on).filter((line) => line === sentence)).toHaveLength(1);
    expect(roomRules(off)).not.toContain(sentence);
    expect(roomRules(lobby())).not.toContain(sentence);
  });

  it('keep the Classic points first and add each house rule that is on after them', () => {
    const rules = roomRules({
      ...lobby({ onlyAnswerDoubles: true, sharedAnswerZero: true }),
      creativeBonus: true,
    });
    const classic = rules.findIndex((line) => line.startsWith('Classic scoring'));
    expect(rules.slice(classic + 1, classic + 4)).toEqual([ONLY_ANSWER, SHARED_ZERO, CREATIVE]);
  });

  it('tell whether players add their own categories, and how many fixed ones the lobby chose', () => {
    const off = roomRules(lobby({ ownCategories: false, defaultCategories: ['name', 'place', 'animal'] }));
    expect(off).toContain('3 fixed categories in every round.');
    expect(off).toContain(OWN_OFF);
    expect(off).not.toContain(OWN_ON);
    expect(roomRules(lobby())).not.toContain(OWN_OFF);
  });

  it('tell letter by vote exactly when it is on', () => {
    const vote = (line: string) => line.startsWith('Letter by vote:');
    expect(roomRules(lobby({ letterVote: true })).filter(vote)).toEqual([
      'Letter by vote: before each round, everyone has 10 seconds to veto one of 3 letters; the first letter nobody vetoed is played.',
    ]);
    expect(roomRules(lobby()).filter(vote)).toEqual([]);
  });

  it('tell the late join rule as set', () => {
    expect(roomRules(lobby({ lateJoin: false }))).toContain(LATE_OFF);
    expect(roomRules(lobby({ lateJoin: false }))).not.toContain(LATE_ON);
  });

  it('read an absent own-categories or late-join setting as its default: on', () => {
    const { ownCategories: _own, lateJoin: _late, ...older } = lobby();
    expect(roomRules(older)).toEqual(roomRules(lobby()));
    expect(roomRules(older)).toContain(OWN_ON);
    expect(roomRules(older)).toContain(LATE_ON);
  });

  it('name the letter pool: all 26, no hard letters, or the letters the host picked, in order', () => {
    expect(roomRules(lobby({ letters: [...EASY_LETTERS].reverse() }))).toContain(
      'Letters: no hard letters (Q U V X Y Z are left out).',
    );
    expect(roomRules(lobby({ letters: ['S', 'B', 'M'], rounds: 3 }))).toContain(
      'Letters: only these: B M S.',
    );
  });

  it('tell the house rules a game is played with, from its view', () => {
    const rules = roomRules(gameViewSettings({ sharedAnswerZero: true, creativeBonus: true }));
    expect(rules).toContain(SHARED_ZERO);
    expect(rules).toContain(CREATIVE);
    expect(rules).not.toContain(ONLY_ANSWER);
  });

  it('never mention letters or the fixed categories for a game, whose view holds neither', () => {
    const settings = gameViewSettings({ letters: ['A', 'B'], endMode: 'Fastest Finger' });
    expect(settings).not.toHaveProperty('letters');
    const rules = roomRules(settings);
    expect(rules.some((line) => /letter/i.test(line))).toBe(false);
    expect(rules.some((line) => line.includes('fixed categories in every round'))).toBe(false);
    expect(rules).toEqual([
      '2 rounds of 30 seconds; 10 s more per category beyond 4.',
      FASTEST_FINGER,
      'Classic scoring: 10 points for a unique answer, 5 for a shared one, 0 for none.',
      OWN_ON,
      LATE_ON,
    ]);
  });
});
