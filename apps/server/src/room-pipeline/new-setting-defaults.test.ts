import { DEFAULT_ROOM_SETTINGS, GAME_SETTING_KEYS, storedSettings } from '@npat/protocol';
import { describe, expect, it } from 'vitest';
import { withNewSettingDefaults } from './new-setting-defaults.ts';
import { decodeSnapshot } from './room-snapshot.ts';
import { SNAPSHOT_SCHEMA_VERSION } from './snapshot-migrations.ts';

/** Every setting of the table but `left`, as a room stored before `left` existed would hold them. */
function settingsWithout(...left: string[]) {
  const settings: Record<string, unknown> = { ...storedSettings({ rounds: 3, sharedAnswerZero: true }) };
  for (const key of left) delete settings[key];
  return settings;
}

describe('settings added to the table after a room was stored', () => {
  it('take their table default in the lobby, the start and the game, and the stored ones are kept', () => {
    const settings = settingsWithout('creativeBonus', 'lateJoin');
    const read = withNewSettingDefaults({
      lobby: { phase: 'ANSWERING', settings },
      gameStart: { settings },
      game: { settings },
    });
    for (const part of ['lobby', 'gameStart', 'game'] as const) {
      expect(read[part]).toMatchObject({
        settings: {
          rounds: 3,
          sharedAnswerZero: true,
          creativeBonus: DEFAULT_ROOM_SETTINGS.creativeBonus,
          lateJoin: DEFAULT_ROOM_SETTINGS.lateJoin,
        },
      });
    }
  });

  it('give a game only the settings a game is played with, and leave parts without settings alone', () => {
    const read = withNewSettingDefaults({
      lobby: { phase: 'LOBBY' },
      gameStart: null,
      game: { settings: {} },
    });
    expect(Object.keys((read.game as { settings: object }).settings)).toEqual(GAME_SETTING_KEYS);
    expect(read.lobby).toEqual({ phase: 'LOBBY' });
    expect(read.gameStart).toBeNull();
  });

  it('copy a list default, so no room shares the table’s', () => {
    const read = withNewSettingDefaults({ lobby: { settings: settingsWithout('letters') } });
    const { letters } = (read.lobby as { settings: { letters: string[] } }).settings;
    expect(letters).toEqual(DEFAULT_ROOM_SETTINGS.letters);
    expect(letters).not.toBe(DEFAULT_ROOM_SETTINGS.letters);
  });

  it('are filled when a room of the current version is read, with no snapshot step', () => {
    const stored = {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      lobby: { phase: 'LOBBY', settings: settingsWithout('onlyAnswerDoubles') },
      gameStart: null,
      game: null,
      playAgainRoomId: null,
    };
    expect(decodeSnapshot(JSON.stringify(stored)).lobby.settings).toEqual(
      storedSettings({ rounds: 3, sharedAnswerZero: true }),
    );
  });
});
