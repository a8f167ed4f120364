import {
  DEFAULT_ROOM_SETTINGS,
  GAME_SETTING_KEYS,
  ROOM_SETTING_KEYS,
  type RoomSettingKey,
} from '@npat/protocol';
import type { StoredSnapshot } from './snapshot-migrations.ts';

/**
 * A setting added to the table after the stored form's last step takes its default from the table's
 * entry on every read (docs/decisions/055-house-rules-as-data.md): a room stored before it lacks it, and
 * the entry's default is what such a room played (a new house rule is off). Only a missing field is
 * filled. A default changed later needs a snapshot step writing the old one, since this reads the new.
 */
export function withNewSettingDefaults(stored: StoredSnapshot): StoredSnapshot {
  return {
    ...stored,
    lobby: filled(stored.lobby, ROOM_SETTING_KEYS),
    gameStart: filled(stored.gameStart, ROOM_SETTING_KEYS),
    game: filled(stored.game, GAME_SETTING_KEYS),
  };
}

/** `part` with a default for each of `keys` its settings lack; a part without settings as it is. */
function filled(part: unknown, keys: readonly RoomSettingKey[]): unknown {
  if (!isRecord(part) || !isRecord(part.settings)) return part;
  const missing = keys.filter((key) => !(key in (part.settings as StoredSnapshot)));
  if (missing.length === 0) return part;
  const defaults = Object.fromEntries(missing.map((key) => [key, copied(DEFAULT_ROOM_SETTINGS[key])]));
  return { ...part, settings: { ...part.settings, ...defaults } };
}

/** A list default copied, so no stored room shares (and could change) the table's. */
function copied(value: unknown): unknown {
  return Array.isArray(value) ? [...(value as unknown[])] : value;
}

function isRecord(value: unknown): value is StoredSnapshot {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
