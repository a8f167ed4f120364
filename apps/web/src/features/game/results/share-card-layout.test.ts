import type { PlayerView } from '@npat/engine';
import { describe, expect, it } from 'vitest';
import { ANA, answer, newGame, PLAYERS, tickTo, viewOf } from '@/app/testing/game-views';
import { text } from '@/i18n/locale-store';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  shareCardLayout,
  type CardText,
  type ShareCardLayout,
} from './share-card-layout';
import { shareFacts } from './share-facts';
import { shareSummary } from './share-summary';

const words = () => ({ appName: text().app.appName, result: text().result });
// The date as the test machine's time zone writes the fixtures' day (T0 is late on 14 November UTC).
const DAY = /^Nov 1[45], 2023$/;

/** A finished 2-round game as `uid` sees it; round 1's answers are in its tables. */
function finished(answers: Record<string, Record<string, string>>, players = PLAYERS, uid = 'ana') {
  const opened = tickTo(newGame({}, players), 'ANSWERING');
  const { state, now } = tickTo(answer(opened.state, answers, opened.now), 'FINAL_RESULTS', opened.now);
  return viewOf(state, uid, now);
}

/** Ana 30, Ben 20, Cy 10. */
const podiumGame = () =>
  finished({
    ana: { name: 'Anneliese', place: 'Amsterdam', animal: 'Aardvark' },
    ben: { place: 'Athens', animal: 'Alpaca' },
    cy: { animal: 'Antelope' },
  });

/** Ana and Ben share first place with 25, Cy is third with 10. */
const tiedGame = () =>
  finished({
    ana: { name: 'Annabel', place: 'Amsterdam', animal: 'Ant' },
    ben: { name: 'Annabel', place: 'Athens', animal: 'Alpaca' },
    cy: { place: 'Berlin', animal: 'Aardvark' },
  });

function layoutOf(view: PlayerView, locale = 'en', languages: string[] = []): ShareCardLayout {
  return shareCardLayout(shareFacts(view, locale, languages), words());
}

const textsOf = (layout: ShareCardLayout) =>
  layout.items.filter((item): item is CardText => item.kind === 'text');

function textAt(layout: ShareCardLayout, wanted: string): CardText[] {
  return textsOf(layout).filter((item) => item.text === wanted);
}

describe('the shared results picture', () => {
  it('is a portrait picture with the app’s name and the title', () => {
    const layout = layoutOf(podiumGame());
    expect([layout.width, layout.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1080, 1350]);
    expect(textAt(layout, 'Name Place Animal Thing')).toHaveLength(1);
    expect(textAt(layout, 'Final results')).toHaveLength(1);
  });

  it('stands the podium second, first, third, each name above its place and total', () => {
    const view = podiumGame();
    expect(shareFacts(view, 'en').podium.map((step) => step.place)).toEqual([2, 1, 3]);
    const layout = layoutOf(view);
    // Each place is on its step once, and again in the standings (left-aligned there).
    const onStep = (wanted: string) => textAt(layout, wanted).find((item) => item.align === 'center')!;
    const [second, first, third] = ['2nd', '1st', '3rd'].map(onStep);
    expect(second!.x).toBeLessThan(first!.x);
    expect(first!.x).toBeLessThan(third!.x);
    expect(first!.x).toBe(CARD_WIDTH / 2);
    for (const [name, place, points] of [
      ['Ana', first, '30 pts'],
      ['Ben', second, '20 pts'],
      ['Cy', third, '10 pts'],
    ] as const) {
      const label = textAt(layout, name).find((item) => item.align === 'center')!;
      expect(label.x).toBe(place!.x);
      expect(label.y).toBeLessThan(place!.y);
      expect(textAt(layout, points).some((item) => item.x === place!.x && item.y > place!.y)).toBe(true);
    }
  });

  it('lists everyone’s place, name and total in the standings, highest first', () => {
    const layout = layoutOf(podiumGame());
    const rows = textsOf(layout).filter((item) => item.align !== 'center');
    expect(rows.map((item) => item.text)).toEqual([
      '1st',
      'Ana',
      '30 pts',
      '2nd',
      'Ben',
      '20 pts',
      '3rd',
      'Cy',
      '10 pts',
    ]);
  });

  it('puts tied players on one step, and gives them one place in the standings', () => {
    const view = tiedGame();
    const facts = shareFacts(view, 'en');
    expect(facts.podium.map((step) => [step.place, step.players.map((player) => player.name)])).toEqual([
      [3, ['Cy']],
      [1, ['Ana', 'Ben']],
    ]);
    expect(facts.standings.map((entry) => entry.place)).toEqual([1, 1, 3]);
    const layout = layoutOf(view);
    const [ana, ben] = ['Ana', 'Ben'].map((name) =>
      textAt(layout, name).find((item) => item.align === 'center')!,
    );
    expect(ana!.x).toBe(ben!.x);
    expect(ana!.y).toBeLessThan(ben!.y);
    expect(textAt(layout, '1st')).toHaveLength(3);
  });

  it('never shows an answer, on the picture or in the summary, though the view holds them', () => {
    const view = podiumGame();
    const answers = view.results.flatMap((table) =>
      table.players.flatMap((player) => player.answers.map((each) => each.text).filter(Boolean)),
    );
    expect(answers).toEqual(expect.arrayContaining(['Anneliese', 'Amsterdam', 'Athens', 'Antelope']));
    const shown = [
      ...textsOf(layoutOf(view)).map((item) => item.text),
      shareSummary(shareFacts(view, 'en'), words()),
    ].join('\n');
    for (const each of answers) expect(shown).not.toContain(each);
  });

  it('names the game’s language in the player’s language, and the day it was played', () => {
    const opened = tickTo(newGame({ language: 'de' }), 'FINAL_RESULTS');
    const view = viewOf(opened.state, 'ana', opened.now);
    const facts = shareFacts(view, 'en');
    expect(facts.languageName).toBe('German');
    expect(facts.date).toMatch(DAY);
    expect(textAt(layoutOf(view), `Played in German · ${facts.date}`)).toHaveLength(1);
    expect(shareFacts(view, 'fr').languageName).toBe('allemand');
    // A British browser writes an English date its own way.
    expect(shareFacts(view, 'en', ['en-GB']).date).toMatch(/^1[45] Nov 2023$/);
    expect(facts.day).toMatch(/^2023-11-1[45]$/);
  });

  it('marks a bot by name on the podium, in the standings and in the summary', () => {
    const robin = {
      uid: 'bot:robin',
      displayName: 'Robin',
      photoURL: '/avatars/lion.svg',
      bot: 'easy' as const,
    };
    const view = finished({ ana: { name: 'Anneliese' } }, [ANA, robin]);
    const layout = layoutOf(view);
    expect(textAt(layout, 'Robin (Bot)')).toHaveLength(2);
    expect(textAt(layout, 'Robin')).toEqual([]);
    expect(shareSummary(shareFacts(view, 'en'), words())).toContain('2. Robin (Bot) 0');
  });

  it('fits a full room of ten inside the picture, each row below the last', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({
      uid: `p${index}`,
      displayName: `Player ${index}`,
      photoURL: '/avatars/koala.svg',
    }));
    const layout = layoutOf(finished({ p0: { name: 'Anneliese' }, p1: { place: 'Athens' } }, ten, 'p0'));
    const names = textsOf(layout).filter((item) => item.align === 'left' && item.text.startsWith('Player'));
    expect(names).toHaveLength(10);
    names.slice(1).forEach((item, index) => expect(item.y).toBeGreaterThan(names[index]!.y));
    for (const item of textsOf(layout)) {
      expect(item.y - item.size / 2).toBeGreaterThanOrEqual(0);
      expect(item.y + item.size / 2).toBeLessThanOrEqual(CARD_HEIGHT - 60);
    }
  });

  it('sums the podium up in one line with the app’s name and the day', () => {
    const facts = shareFacts(podiumGame(), 'en');
    expect(shareSummary(facts, words())).toBe(
      `Name Place Animal Thing · ${facts.date} · 1. Ana 30 · 2. Ben 20 · 3. Cy 10`,
    );
  });
});
