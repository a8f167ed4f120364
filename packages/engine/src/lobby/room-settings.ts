import { chosenDefaultCategories, type RoomSettings } from '@npat/protocol';

/**
 * Settings as the room stores them: only the room's own fields, and the default categories in the
 * catalogue's order, so the order the host clicked them in never makes two equal settings differ.
 */
export function storedSettings(settings: RoomSettings): RoomSettings {
  const { rounds, roundTime, endMode, defaultCategories, maxPlayers } = settings;
  return {
    rounds,
    roundTime,
    endMode,
    defaultCategories: chosenDefaultCategories(defaultCategories).map((category) => category.id),
    maxPlayers,
  };
}

/** Whether two stored settings are the same in every field. */
export function sameSettings(first: RoomSettings, second: RoomSettings): boolean {
  return (
    first.rounds === second.rounds &&
    first.roundTime === second.roundTime &&
    first.endMode === second.endMode &&
    first.maxPlayers === second.maxPlayers &&
    first.defaultCategories.join() === second.defaultCategories.join()
  );
}
