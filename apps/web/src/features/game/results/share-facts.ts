import { isBotUid, LANGUAGE_DATA, type GameLanguage } from '@npat/protocol';
import type { PlayerView } from '@npat/engine';
import { podiumOrder, podiumSteps } from '@/lib/podium-steps';

/**
 * Only the parts of a view the shared results may show: places, names, totals, the game's language and
 * when its last round began. The round's answers and the tables are out of reach by type.
 */
export type ShareSource = Pick<PlayerView, 'standings' | 'players'> & {
  settings: Pick<PlayerView['settings'], 'language'>;
  round: Pick<PlayerView['round'], 'startedAt'>;
};

/** One player as the shared results show them. */
export type ShareEntry = { place: number; name: string; total: number; bot: boolean };

/** One podium step: a place, everyone sharing it, their total. */
export type ShareStep = { place: number; total: number; players: ShareEntry[] };

export type ShareFacts = {
  /** Left to right as the podium stands (second, first, third), as the screen's podium shows it. */
  podium: ShareStep[];
  /** Everyone, highest total first; ties share a place. */
  standings: ShareEntry[];
  /** The game's language in the player's language ("German" in English, "allemand" in French). */
  languageName: string;
  /** The day the game was played, as the player's language writes a date. */
  date: string;
  /** The same day as YYYY-MM-DD, for the picture's file name. */
  day: string;
};

/**
 * What the shared results say of a finished game, in `locale`. A browser that speaks a regional variant of
 * it (en-GB) writes the date its own way, as the history does.
 */
export function shareFacts(
  view: ShareSource,
  locale: string,
  browserLanguages: readonly string[] = navigator.languages ?? [],
): ShareFacts {
  const entry = (uid: string, place: number, total: number): ShareEntry => ({
    place,
    total,
    name: view.players.find((player) => player.uid === uid)?.displayName ?? uid,
    bot: isBotUid(uid),
  });
  const standings = view.standings.map((standing) => entry(standing.uid, standing.place, standing.total));
  const podium = podiumOrder(podiumSteps(view.standings)).map((step) => ({
    place: step.place,
    total: step.total,
    players: step.uids.map((uid) => entry(uid, step.place, step.total)),
  }));
  const regional = browserLanguages.find((tag) => tag.toLowerCase().split('-')[0] === locale) ?? locale;
  const startedAt = view.round.startedAt;
  return {
    podium,
    standings,
    languageName: languageName(view.settings.language, locale),
    date: new Intl.DateTimeFormat(regional, { dateStyle: 'medium' }).format(startedAt),
    day: isoDay(startedAt),
  };
}

/** The language named in `locale`; its own name where the browser cannot name languages. */
export function languageName(language: GameLanguage, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? LANGUAGE_DATA[language].name;
  } catch {
    return LANGUAGE_DATA[language].name;
  }
}

function isoDay(time: number): string {
  const date = new Date(time);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
