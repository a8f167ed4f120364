import type { LobbyView, RoomSettings } from '@npat/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type * as SettingsTable from '../../../../packages/protocol/src/settings-table.ts';
import type * as HouseRuleScoring from '../../../../packages/engine/src/game/scoring/house-rule-scoring.ts';
import type { SettingsFieldValues } from '@/components/settings/room-settings-fields';

/**
 * The recipe of docs/product/rules.md#how-to-add-a-house-rule, followed in a test: a house rule of scoring
 * added to the settings table, given its engine rule and its catalogue messages, and nothing else,
 * appears in the settings form, the lobby's card and the room's rules (the engine's test sees it scored).
 */
vi.mock('../../../../packages/protocol/src/settings-table.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SettingsTable>();
  const { z } = await import('zod');
  const vowelBonus = {
    schema: z.boolean(),
    default: false,
    inGame: 'view',
    group: 'houseRule',
    houseRule: { label: 'vowelBonus', sentence: 'vowelBonus', scoring: true },
  };
  return { ...actual, ROOM_SETTINGS: { ...actual.ROOM_SETTINGS, vowelBonus } };
});

vi.mock('../../../../packages/engine/src/game/scoring/house-rule-scoring.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof HouseRuleScoring>();
  const vowelBonus: HouseRuleScoring.HouseRuleScoring = { figures: { points: 3 } };
  return { ...actual, HOUSE_RULE_SCORING: { ...actual.HOUSE_RULE_SCORING, vowelBonus } };
});

// The setup file has loaded the protocol already, before the table was extended: everything the test
// renders or calls is loaded afresh, after the mocks (libraries from node_modules stay as they are).
vi.resetModules();
const { DEFAULT_ROOM_SETTINGS, storedSettings } = await import('@npat/protocol');
const { loadScreenText, switchLocale, text } = await import('@/i18n/locale-store');
await switchLocale('en');
await loadScreenText();
const { lobbyView, slot } = await import('@/app/testing/lobby-views');
const { RoomSettingsFields } = await import('@/components/settings/room-settings-fields');
const { SettingsCard } = await import('@/features/lobby/settings-card');
const { roomRules } = await import('./room-rules');

// The catalogue step of the recipe: the English messages of the new rule (in the repository, the other
// five languages too), added to this test's own load of the catalogue.
type Messages = Record<string, unknown>;
const english = text();
const inForce = english.lobby.settings.houseRulesInForce;
Object.assign(english.settingsForm.houseRule, {
  vowelBonus: { title: 'Vowel bonus', detail: 'An answer starting with a vowel scores 3 more.' },
});
Object.assign(english.lib.rules, {
  vowelBonus: ({ points }: { points: number }) =>
    `House rule: +${points} for an answer starting with a vowel.`,
});
(english.lobby.settings as unknown as Messages).houseRulesInForce = (
  params: Parameters<typeof inForce>[0] & { vowelBonus: string },
) => `${inForce(params)}${params.vowelBonus === 'on' ? '; vowels +3' : ''}`;

type WithFixture = RoomSettings & { vowelBonus: boolean };

/** The shared settings fields in a form of their own, showing whether the new rule is on. */
function SettingsForm() {
  const { control } = useForm<SettingsFieldValues>({ defaultValues: storedSettings({}) });
  const values = useWatch({ control }) as Partial<WithFixture>;
  return (
    <form>
      <RoomSettingsFields control={control} />
      <output data-testid="vowel-bonus">{String(values.vowelBonus)}</output>
    </form>
  );
}

describe('a house rule of scoring added to the table, its engine rule and the catalogues', () => {
  it('is off by default, like every house rule of scoring', () => {
    expect((DEFAULT_ROOM_SETTINGS as unknown as Partial<WithFixture>).vowelBonus).toBe(false);
  });

  it('gets its check card after the other rules of scoring, and the card sets the setting', async () => {
    const user = userEvent.setup();
    render(<SettingsForm />);
    const cards = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');
    const titles = ['20 for the only answer', 'Creative bonus', 'Vowel bonus', 'Letter by vote'];
    const places = titles.map((title) => cards.findIndex((card) => card.startsWith(title)));
    expect(places.every((place, index) => place >= 0 && (index === 0 || place > places[index - 1]!))).toBe(
      true,
    );
    expect(screen.getByTestId('vowel-bonus')).toHaveTextContent('false');
    await user.click(screen.getByRole('checkbox', { name: /Vowel bonus/u }));
    expect(screen.getByTestId('vowel-bonus')).toHaveTextContent('true');
  });

  it('is told by the lobby’s card, which counts it among the house rules', () => {
    const view = lobbyView([slot(1)]);
    const settings = { ...view.settings, vowelBonus: true } as LobbyView['settings'];
    render(<SettingsCard view={{ ...view, settings }} isHost={false} />);
    expect(screen.getByText('unique 10, shared 5 (house rules); vowels +3')).toBeInTheDocument();
  });

  it('has its sentence in the room’s rules after the other rules of scoring, only while it is on', () => {
    const sentence = 'House rule: +3 for an answer starting with a vowel.';
    const on = roomRules({ ...storedSettings({ creativeBonus: true }), vowelBonus: true } as WithFixture);
    const creative = on.findIndex((line) => line.startsWith('House rule: +5'));
    expect(on[creative + 1]).toBe(sentence);
    expect(roomRules(storedSettings({}))).not.toContain(sentence);
  });
});
