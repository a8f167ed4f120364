import { settingsDefaultsFor, VALIDATION } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { lobbyView } from './lobby-view.ts';
import { submitCategories } from './player-categories.ts';
import { expectOk, HOST, newRoom, player, T0 } from './room-fixtures.ts';
import { joinRoom } from './join-room.ts';
import { startGameFromLobby } from './start-game-from-lobby.ts';
import { updateSettings } from './update-settings.ts';

/** A German room with the host and player 1, both with their categories in. */
function germanRoomReady() {
  let state = newRoom({ language: 'de' });
  const { uid, ...profile } = player(1);
  state = expectOk(joinRoom(state, uid, profile, T0 + 1)).state;
  return expectOk(submitCategories(state, uid, { category1: 'Automarke', category2: 'Gericht' }, T0 + 2))
    .state;
}

describe('a room in a game language', () => {
  it('starts with the language’s letters and categories when the form names only the language', () => {
    const { settings } = newRoom({ language: 'tr' });
    expect(settings.language).toBe('tr');
    expect(settings.letters).toEqual(settingsDefaultsFor('tr').letters);
    expect(settings.defaultCategories).toEqual(['name', 'animal', 'thing', 'countries', 'city', 'plants']);
  });

  it('keeps the letters and categories the form names', () => {
    const { settings } = newRoom({
      language: 'es',
      rounds: 3,
      letters: [...'ÑABC'],
      defaultCategories: ['fruit', 'name', 'city'],
    });
    expect(settings.letters).toEqual(['A', 'B', 'C', 'Ñ']);
    expect(settings.defaultCategories).toEqual(['name', 'city', 'fruit']);
  });

  it('shows and hands over the fixed categories titled in the language', () => {
    const state = germanRoomReady();
    const titles = ['Name', 'Tier', 'Beruf', 'Land', 'Fluss', 'Stadt'];
    expect(lobbyView(state, 1, null).categories.defaults.map((category) => category.title)).toEqual(titles);
    const started = startGameFromLobby(state, HOST.uid, {}, T0 + 3);
    if (!started.ok) throw new Error('expected the game to start');
    expect(started.game.settings.defaultCategories.map((category) => category.title)).toEqual(titles);
    expect(started.game.settings.language).toBe('de');
  });

  it('refuses a player’s category that a fixed one already is, as the language titles it', () => {
    const state = newRoom({ language: 'de' });
    const { uid, ...profile } = player(1);
    const joined = expectOk(joinRoom(state, uid, profile, T0 + 1)).state;
    const refused = submitCategories(joined, uid, { category1: 'stadt', category2: 'Gericht' }, T0 + 2);
    expect(refused).toEqual({
      ok: false,
      error: { code: 'category-exists', message: VALIDATION.categoryExists, field: 'category1' },
    });
    // An English title the German room does not play is free to take.
    expect(submitCategories(joined, uid, { category1: 'City', category2: 'Gericht' }, T0 + 2).ok).toBe(true);
  });

  it('refuses new settings whose letters are not of the language', () => {
    const state = newRoom({ language: 'de' });
    const settings = { ...state.settings, language: 'tr' };
    expect(updateSettings(state, HOST.uid, { settings }, T0 + 1)).toMatchObject({ ok: false });
    const turkish = { ...settings, letters: settingsDefaultsFor('tr').letters };
    expect(updateSettings(state, HOST.uid, { settings: turkish }, T0 + 1)).toMatchObject({ ok: true });
  });
});
