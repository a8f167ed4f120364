import { ALPHABET, EASY_LETTERS, HARD_LETTERS, type LobbyView } from '@npat/protocol';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { SettingsDialog } from './settings-dialog';
import { LOBBY_STRINGS } from './strings';

const S = LOBBY_STRINGS.settings;

type SettingsCardProps = { view: LobbyView; isHost: boolean; className?: string };

/** The game's settings for everyone to see; the host can change them while the room is in the lobby. */
export function SettingsCard({ view, isHost, className }: SettingsCardProps) {
  const { rounds, roundTime, endMode, maxPlayers } = view.settings;
  const rows = [
    [S.rounds, String(rounds)],
    [S.roundTime, S.roundTimeValue(roundTime)],
    [S.endMode, endMode],
    [S.maxPlayers, S.maxPlayersValue(maxPlayers)],
  ] as const;
  const houseRules = S.houseRulesInForce(view.settings);
  const letters = lettersInPlay(view.settings.letters);
  return (
    <Card aria-labelledby="lobby-settings" className={cn('flex flex-col gap-4 p-4 sm:p-6', className)}>
      <CardTitle id="lobby-settings" className="text-xl sm:text-2xl">
        {S.heading}
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
        <span className="font-extrabold text-ink">{S.letters}: </span>
        {letters}
      </p>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{S.houseRules}: </span>
        {houseRules}
      </p>
      <p className="text-sm font-semibold text-ink-muted">
        <span className="font-extrabold text-ink">{S.table}: </span>
        {S.tableRules(view.settings)}
      </p>
      {isHost ? <SettingsDialog view={view} /> : null}
    </Card>
  );
}

/** The letter pool in words: all, the "no hard letters" preset, or the letters themselves. */
function lettersInPlay(letters: readonly string[]): string {
  if (letters.join() === ALPHABET.join()) return S.lettersAll;
  if (letters.join() === EASY_LETTERS.join()) return S.lettersEasy(HARD_LETTERS);
  return S.lettersPicked(letters);
}
