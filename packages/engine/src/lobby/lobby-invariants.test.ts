import { CATEGORY_LIBRARY_IDS, DEFAULT_ROOM_SETTINGS, SETTINGS_LIMITS } from '@npat/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryExists } from '../categories/category-exists.ts';
import { joinRoom } from './join-room.ts';
import { kickPlayer } from './kick-player.ts';
import { leaveRoom } from './leave-room.ts';
import { editCategories, submitCategories } from './player-categories.ts';
import { chosenDefaultTitles } from './room-categories.ts';
import { deepFreeze, newRoom, T0 } from './room-fixtures.ts';
import type { LobbyOutcome, RoomState } from './room-state.ts';
import { setSlotPresence } from './set-slot-presence.ts';
import { startGameFromLobby } from './start-game-from-lobby.ts';
import { updateSettings } from './update-settings.ts';

const UIDS = ['host', 'p1', 'p2', 'p3', 'p4', 'p5'];
// Mostly valid and distinct titles, so players get ready; a few that clash or break a rule.
const TITLES = [
  ...['Rivers', 'Songs', 'Cities', 'Bands', 'Games', 'Brands', 'Dishes', 'Plants', 'Films', 'Books'],
  ...['Cars', 'cärs', 'Technology', ' name ', 'Occupations', 'RIVERS', '', 'x'.repeat(21)],
];

/** Intents as plain data, so a failing case prints as a readable list. */
type Intent =
  | { type: 'join' | 'leave' | 'edit' | 'start'; uid: string }
  | { type: 'kick'; uid: string; targetUid: string }
  | {
      type: 'settings';
      uid: string;
      maxPlayers: number;
      defaultCategories: string[];
      ownCategories: boolean;
    }
  | { type: 'submit'; uid: string; category1: string; category2: string }
  | { type: 'presence'; uid: string; connected: boolean };

const uid = fc.constantFrom(...UIDS);
const title = fc.constantFrom(...TITLES);
// Joins and submissions weigh more, so rooms fill up and get ready often enough to start or move players.
const intent: fc.Arbitrary<Intent> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('join'), uid }), weight: 4 },
  fc.record({ type: fc.constantFrom('leave', 'edit', 'start'), uid }),
  fc.record({ type: fc.constant('kick'), uid, targetUid: uid }),
  fc.record({
    type: fc.constant('settings'),
    uid,
    // Low limits more often: they are the ones that force players to move down.
    maxPlayers: fc.oneof(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 10 })),
    // Few categories more often, so a player's own one clashes with a chosen one now and then.
    defaultCategories: fc.oneof(
      fc.shuffledSubarray(['name', 'place', 'animal', 'thing', 'technology', 'rivers'], { minLength: 3 }),
      fc.shuffledSubarray([...CATEGORY_LIBRARY_IDS], {
        minLength: SETTINGS_LIMITS.categories.min,
        maxLength: SETTINGS_LIMITS.categories.max,
      }),
    ),
    ownCategories: fc.boolean(),
  }),
  {
    arbitrary: fc.record({ type: fc.constant('submit'), uid, category1: title, category2: title }),
    weight: 3,
  },
  fc.record({ type: fc.constant('presence'), uid, connected: fc.boolean() }),
);

function apply(state: RoomState, intent: Intent, now: number): LobbyOutcome {
  switch (intent.type) {
    case 'join':
      return joinRoom(state, intent.uid, { displayName: intent.uid, photoURL: '/avatars/bear.png' }, now);
    case 'leave':
      return leaveRoom(state, intent.uid, {}, now);
    case 'edit':
      return editCategories(state, intent.uid, {}, now);
    case 'start':
      return startGameFromLobby(state, intent.uid, {}, now);
    case 'kick':
      return kickPlayer(state, intent.uid, intent, now);
    case 'settings': {
      const { maxPlayers, defaultCategories, ownCategories } = intent;
      const settings = { ...DEFAULT_ROOM_SETTINGS, maxPlayers, defaultCategories, ownCategories };
      return updateSettings(state, intent.uid, { settings }, now);
    }
    case 'submit':
      return submitCategories(state, intent.uid, intent, now);
    case 'presence':
      return setSlotPresence(state, intent.uid, intent, now);
  }
}

/** Every broken invariant of `state`, in words; empty when all hold. */
function brokenInvariants(state: RoomState): string[] {
  const { slots, settings, customCategories } = state;
  const broken: string[] = [];
  const hosts = slots.filter((slot) => slot.isHost).length;
  if (state.closedAt === null && hosts !== 1) broken.push(`${hosts} hosts in an open room`);
  if (state.closedAt !== null && slots.length > 0) broken.push('players in a closed room');
  const slotNrs = slots.map((slot) => slot.slotNr);
  if (new Set(slotNrs).size !== slotNrs.length) broken.push(`slot numbers repeat: ${slotNrs.join()}`);
  if (slotNrs.some((slotNr) => slotNr < 1 || slotNr > settings.maxPlayers)) {
    broken.push(`slot numbers ${slotNrs.join()} outside 1..${settings.maxPlayers}`);
  }
  const uids = new Set(slots.map((slot) => slot.uid));
  for (const [owner, categories] of Object.entries(customCategories)) {
    if (!uids.has(owner)) broken.push(`categories of ${owner}, who is not in the room`);
    if (categories.length > 2) broken.push(`${owner} has ${categories.length} categories`);
  }
  for (const slot of slots.filter((candidate) => candidate.isReady)) {
    const own = customCategories[slot.uid] ?? [];
    const taken = [
      ...chosenDefaultTitles(settings),
      ...slots
        .filter((other) => other.uid !== slot.uid)
        .flatMap((other) => (customCategories[other.uid] ?? []).map((category) => category.title)),
    ];
    if (own.length !== 2) broken.push(`${slot.uid} is ready with ${own.length} categories`);
    if (own.some((category) => categoryExists(category.title, taken))) {
      broken.push(`${slot.uid} is ready with a category that already exists`);
    }
  }
  return broken;
}

describe('the lobby under any sequence of intents', () => {
  it('keeps one host while anyone is in, unique slots within the limit, and at most two categories each', () => {
    fc.assert(
      fc.property(fc.array(intent, { minLength: 5, maxLength: 60, size: 'max' }), (intents) => {
        let state = deepFreeze(newRoom());
        intents.forEach((next, index) => {
          // A frozen input makes any attempt to change it throw, so this also proves nothing is mutated.
          const outcome = apply(state, next, T0 + index + 1);
          if (!outcome.ok) return;
          state = deepFreeze(outcome.state);
          expect(brokenInvariants(state)).toEqual([]);
        });
      }),
      { numRuns: 500 },
    );
  });
});
