import {
  alphabetOf,
  easyLetters,
  hardLetters,
  LANGUAGE_DATA,
  SCORING_HOUSE_RULE_KEYS,
  TABLE_HOUSE_RULE_KEYS,
  type GameLanguage,
  type LobbyView,
} from '@npat/protocol';
import { Card, CardTitle } from '@/components/ui/card';
import type { Catalogue } from '@/i18n/catalogue.generated';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { isOn, onOff, onOffParams } from '@/lib/house-rules';
import { SettingsDialog } from './settings-dialog';

type SettingsCardProps = { view: LobbyView; isHost: boolean; className?: string };

/** The game's settings for everyone to see; the host can change them while the room is in the lobby. */
export function SettingsCard({ view, isHost, className }: SettingsCardProps) {
  const text = useText();
  const t = text.lobby.settings;
  const { rounds, roundTime, endMode, maxPlayers } = view.settings;
  const rows = [
    [t.rounds, String(rounds)],
    [t.roundTime, t.roundTimeValue({ seconds: roundTime })],
    // The mode's name as the settings form words it.
    [t.endMode, text.settingsForm.endModeNames[endMode]],
    [t.maxPlayers, t.maxPlayersValue({ count: maxPlayers })],
  ] as const;
  // Each house rule of the settings table by its name, on or off: the messages select on each.
  const houseRules = t.houseRulesInForce({
    ...onOffParams(view.settings, SCORING_HOUSE_RULE_KEYS),
    houseRules: onOff(SCORING_HOUSE_RULE_KEYS.some((key) => isOn(view.settings, key))),
  });
  const tableRules = t.tableRules(onOffParams(view.settings, TABLE_HOUSE_RULE_KEYS));
  const letters = lettersInPlay(view.settings.letters, view.settings.language, t);
  return (
    <Card aria-labelledby="lobby-settings" className={cn('flex flex-col gap-4 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-settings" className="text-xl sm:text-2xl">
        {t.heading}
      </CardTitle>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-2xl bg-primary-50 px-3 py-2">
            <dt className="text-sm font-bold text-ink-muted">{term}</dt>
            <dd className="text-lg font-black tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{t.term({ term: t.language })} </span>
        <span lang={view.settings.language}>{LANGUAGE_DATA[view.settings.language].name}</span>
      </p>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{t.term({ term: t.letters })} </span>
        {letters}
      </p>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{t.term({ term: t.houseRules })} </span>
        {houseRules}
      </p>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{t.term({ term: t.table })} </span>
        {tableRules}
      </p>
      {isHost ? <SettingsDialog view={view} /> : null}
    </Card>
  );
}

/** The letter pool in words: all, the "no hard letters" preset, or the letters themselves. */
function lettersInPlay(
  letters: readonly string[],
  language: GameLanguage,
  t: Catalogue['lobby']['settings'],
): string {
  const alphabet = alphabetOf(language);
  if (letters.join() === alphabet.join()) return t.lettersAll({ count: alphabet.length });
  if (letters.join() === easyLetters(language).join())
    return t.lettersEasy({ hard: hardLetters(language).join(' ') });
  return t.lettersPicked({ letters: letters.join(' '), count: letters.length });
}
