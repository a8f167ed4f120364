import type { Catalogue } from '@/i18n/catalogue.generated';
import type { ShareEntry, ShareFacts } from './share-facts';

/** Portrait 4:5, the size social apps show whole in a feed. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

/**
 * The light palette of src/app/theme.css (and the podium's steps in podium.tsx): the picture is shared
 * beyond the app, so it keeps the board-game box's daytime colours whatever the player's theme.
 */
export const CARD_COLOURS = {
  sun1: '#fff4d6',
  sun2: '#ffe7b3',
  surface: '#ffffff',
  ink: '#1f1a17',
  inkMuted: '#5b524c',
  primary600: '#c2410c',
  primary700: '#9a3412',
  primary50: '#fff7ed',
  gold: '#fde047',
  onGold: '#422006',
  silver: '#e2e8f0',
  onSilver: '#0f172a',
  bronze: '#fed7aa',
  onBronze: '#431407',
} as const;

export type CardText = {
  kind: 'text';
  text: string;
  /** Where the line's middle is (textBaseline 'middle'), its anchor by `align`. */
  x: number;
  y: number;
  size: number;
  weight: number;
  colour: string;
  align: 'left' | 'center' | 'right';
  /** The painter shortens a longer line with an ellipsis. */
  maxWidth: number;
};
export type CardBox = {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radii: top left, top right, bottom right, bottom left. */
  radii: [number, number, number, number];
  colour: string;
};
/** The sunburst behind everything: `count` soft rays from one point. */
export type CardRays = { kind: 'rays'; x: number; y: number; count: number; colour: string };
export type CardItem = CardText | CardBox | CardRays;

export type ShareCardLayout = { width: number; height: number; background: string; items: CardItem[] };

export type ShareWords = { appName: string; result: Catalogue['result'] };

const PODIUM_CARD = { x: 60, y: 290, width: 960, height: 480 };
const RANKING_CARD = { x: 60, y: 800, width: 960, height: 490 };
const STEP_WIDTH = 280;
const STEP_GAP = 20;
const STEP_BOTTOM = PODIUM_CARD.y + PODIUM_CARD.height - 30;
const STEP_LOOK: Record<number, { height: number; fill: string; ink: string }> = {
  1: { height: 250, fill: CARD_COLOURS.gold, ink: CARD_COLOURS.onGold },
  2: { height: 195, fill: CARD_COLOURS.silver, ink: CARD_COLOURS.onSilver },
  3: { height: 160, fill: CARD_COLOURS.bronze, ink: CARD_COLOURS.onBronze },
};
/** Names stacked over one step; more tied players are counted on the last line. */
const NAMES_PER_STEP = 3;
/** A room seats at most ten; a longer list ends with a count, never past the card. */
const MAX_ROWS = 10;
const ROWS_TOP = RANKING_CARD.y + 96;
const ROWS_BOTTOM = RANKING_CARD.y + RANKING_CARD.height - 24;

/** Where everything on the shared results picture goes, as plain data for draw-share-card.ts to paint. */
export function shareCardLayout(facts: ShareFacts, words: ShareWords): ShareCardLayout {
  const S = words.result;
  const centre = CARD_WIDTH / 2;
  const items: CardItem[] = [
    { kind: 'rays', x: centre, y: PODIUM_CARD.y + 200, count: 18, colour: CARD_COLOURS.sun2 },
    line(words.appName, centre, 92, 44, 900, CARD_COLOURS.primary600),
    line(S.title, centre, 172, 80, 900, CARD_COLOURS.ink),
    line(
      S.share.meta({ language: facts.languageName, date: facts.date }),
      centre,
      246,
      34,
      700,
      CARD_COLOURS.inkMuted,
    ),
    box(PODIUM_CARD, 48, CARD_COLOURS.surface),
    ...podium(facts, words),
    box(RANKING_CARD, 48, CARD_COLOURS.surface),
    line(S.ranking, centre, RANKING_CARD.y + 52, 44, 900, CARD_COLOURS.ink),
    ...ranking(facts.standings, words),
  ];
  return { width: CARD_WIDTH, height: CARD_HEIGHT, background: CARD_COLOURS.sun1, items };
}

/** The steps side by side in the podium's order, each with its place, total and the names above it. */
function podium(facts: ShareFacts, words: ShareWords): CardItem[] {
  const S = words.result;
  const span = facts.podium.length * STEP_WIDTH + (facts.podium.length - 1) * STEP_GAP;
  const left = (CARD_WIDTH - span) / 2;
  return facts.podium.flatMap((step, index) => {
    const look = STEP_LOOK[step.place] ?? STEP_LOOK[3]!;
    const x = left + index * (STEP_WIDTH + STEP_GAP);
    const middle = x + STEP_WIDTH / 2;
    const top = STEP_BOTTOM - look.height;
    const nameSize = step.place === 1 ? 38 : 34;
    // The last name sits just above the step, the others stacked over it.
    const names = stepNames(step.players, words).map((name, row, all) => {
      const y = top - 30 - (all.length - 1 - row) * (nameSize + 10);
      return line(name, middle, y, nameSize, 800, CARD_COLOURS.ink, { maxWidth: STEP_WIDTH });
    });
    return [
      ...names,
      {
        kind: 'box',
        x,
        y: top,
        width: STEP_WIDTH,
        height: look.height,
        radii: [28, 28, 0, 0],
        colour: look.fill,
      } satisfies CardBox,
      line(S.place({ place: step.place }), middle, top + 56, 60, 900, look.ink, {
        maxWidth: STEP_WIDTH - 24,
      }),
      line(S.points({ points: step.total }), middle, top + 112, 36, 800, look.ink, {
        maxWidth: STEP_WIDTH - 24,
      }),
    ];
  });
}

/** Up to three names a step; with more tied, two names and how many more. */
function stepNames(players: readonly ShareEntry[], words: ShareWords): string[] {
  const names = players.map((player) => nameOf(player, words));
  if (names.length <= NAMES_PER_STEP) return names;
  const shown = names.slice(0, NAMES_PER_STEP - 1);
  return [...shown, words.result.share.more({ count: names.length - shown.length })];
}

/** Everyone's place, name and total in rows that fill the card; every other row is tinted. */
function ranking(standings: readonly ShareEntry[], words: ShareWords): CardItem[] {
  const S = words.result;
  const overflow = standings.length > MAX_ROWS;
  const shown = overflow ? standings.slice(0, MAX_ROWS - 1) : standings;
  const rows = overflow ? MAX_ROWS : Math.max(standings.length, 1);
  const height = Math.min(64, Math.floor((ROWS_BOTTOM - ROWS_TOP) / rows));
  const size = Math.min(34, Math.round(height * 0.72));
  const items: CardItem[] = [];
  shown.forEach((entry, index) => {
    const top = ROWS_TOP + index * height;
    const y = top + height / 2;
    if (index % 2 === 0)
      items.push(
        box(
          { x: RANKING_CARD.x + 30, y: top, width: RANKING_CARD.width - 60, height },
          16,
          CARD_COLOURS.primary50,
        ),
      );
    items.push(
      line(S.place({ place: entry.place }), 120, y, size, 900, CARD_COLOURS.primary700, {
        align: 'left',
        maxWidth: 100,
      }),
      line(nameOf(entry, words), 240, y, size, 800, CARD_COLOURS.ink, { align: 'left', maxWidth: 540 }),
      line(S.points({ points: entry.total }), 960, y, size, 900, CARD_COLOURS.ink, {
        align: 'right',
        maxWidth: 160,
      }),
    );
  });
  if (overflow) {
    const y = ROWS_TOP + shown.length * height + height / 2;
    const more = S.share.more({ count: standings.length - shown.length });
    items.push(line(more, 240, y, size, 800, CARD_COLOURS.inkMuted, { align: 'left', maxWidth: 540 }));
  }
  return items;
}

/** A bot's name says it is one, as the screens' robot mark does. */
export function nameOf(entry: ShareEntry, words: ShareWords): string {
  return entry.bot ? words.result.share.botName({ name: entry.name }) : entry.name;
}

function line(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: number,
  colour: string,
  options: { align?: CardText['align']; maxWidth?: number } = {},
): CardText {
  const { align = 'center', maxWidth = CARD_WIDTH - 120 } = options;
  return { kind: 'text', text, x, y, size, weight, colour, align, maxWidth };
}

function box(
  area: { x: number; y: number; width: number; height: number },
  radius: number,
  colour: string,
): CardBox {
  return { kind: 'box', ...area, radii: [radius, radius, radius, radius], colour };
}
