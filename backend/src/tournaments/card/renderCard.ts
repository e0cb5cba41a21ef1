import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { repoPath } from '../../paths';
import type { CardColumns, CardRow, CardTeam, RankingCardModel } from './cardModel';

/** WhatsApp and Instagram both show a square post without cropping it. */
export const CARD_SIZE_PX = 1080;
const CARD_PADDING_PX = 64;
const PANEL_GAP_PX = 24;

/** The palette of `frontend/src/index.css` (brand scale, the ball) and the Tailwind greys the app uses. */
const COLOURS = {
  brand50: '#effdf8',
  brand100: '#d6f7ea',
  brand200: '#aeeed6',
  brand700: '#0f6f59',
  brand800: '#115849',
  brand900: '#10493d',
  ball: '#d9f55c',
  white: '#ffffff',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate500: '#64748b',
  slate600: '#475569',
  slate800: '#1e293b',
  slate900: '#0f172a',
  amber100: '#fef3c7',
  amber900: '#78350f',
  red600: '#dc2626',
} as const;

/** The podium's colours of the public page (`podiumPanel.tsx`): gold ball, silver, bronze. */
const PLACE_COLOURS: Record<number, { readonly background: string; readonly color: string }> = {
  1: { background: COLOURS.ball, color: COLOURS.brand900 },
  2: { background: COLOURS.slate200, color: COLOURS.slate800 },
  3: { background: COLOURS.amber100, color: COLOURS.amber900 },
};
const OTHER_PLACE = { background: COLOURS.slate100, color: COLOURS.slate600 };
const placeColours = (place: number) => PLACE_COLOURS[place] ?? OTHER_PLACE;

/** The app's own mark (the favicon), so the card carries the same logo as the browser tab. */
const BRAND_MARK = repoPath('frontend', 'public', 'favicon.svg');

/**
 * Inter from `@fontsource/inter`, in the two weights the card uses: its Latin subset (every accent
 * of Portuguese and Spanish) and, under a name of its own so that satori falls back to it glyph
 * by glyph, Latin Extended (Ł, ő, ș… of other names).
 */
const FONTS = [
  { subset: 'latin', family: 'Inter' },
  { subset: 'latin-ext', family: 'Inter Latin Extended' },
].flatMap(({ subset, family }) =>
  ([700, 800] as const).map((weight) => ({
    family,
    weight,
    file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
  })),
);
const FONT_FAMILY = [...new Set(FONTS.map((f) => f.family))].join(', ');

type Style = Record<string, string | number>;
/** The element shape satori lays out: a plain `{ type, props }` object, no React needed. */
interface CardNode {
  readonly type: string;
  readonly props: {
    readonly style?: Style;
    readonly children?: Child | readonly Child[];
    readonly src?: string;
  };
}
type Child = CardNode | string | null;

const div = (style: Style, ...children: Child[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});

/** One line of text, cut with an ellipsis when it does not fit. */
const line = (style: Style, text: string): CardNode =>
  div({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style }, text);

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function placeBadge(place: number, size: number): CardNode {
  return div(
    {
      width: size,
      height: size,
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: size,
      fontSize: Math.round(size * 0.48),
      fontWeight: 800,
      ...placeColours(place),
    },
    String(place),
  );
}

/** The figures of a ranking row, left to right, and how wide each is drawn. */
type Figure = keyof CardColumns;
const FIGURE_WIDTH_PX: Record<Figure, number> = { matches: 88, points: 120, wins: 104, gameBalance: 104 };
const COMPACT_NUMBER_COLUMN_PX = 72;
const FIGURE_GAP_PX = 12;

/** Points only on a compact (Super 32) table; otherwise the figures the model names a column for. */
const FIGURES: readonly Figure[] = ['matches', 'points', 'wins', 'gameBalance'];
const figuresOf = (columns: CardColumns, compact: boolean): Figure[] =>
  compact ? ['points'] : FIGURES.filter((figure) => columns[figure] !== undefined);

const figureWidth = (figure: Figure, compact: boolean) =>
  compact ? COMPACT_NUMBER_COLUMN_PX : FIGURE_WIDTH_PX[figure];

/** The column titles, each right-aligned over its figures (a long one wraps onto a second line). */
function rankingHeader(columns: CardColumns, compact: boolean): CardNode {
  return div(
    {
      justifyContent: 'flex-end',
      alignItems: 'flex-end',
      padding: '0 20px 10px',
      gap: FIGURE_GAP_PX,
      fontSize: 16,
      fontWeight: 700,
      letterSpacing: 0.5,
      lineHeight: 1.2,
      textTransform: 'uppercase',
      color: COLOURS.slate500,
    },
    ...figuresOf(columns, compact).map((figure) =>
      div(
        { width: figureWidth(figure, compact), justifyContent: 'flex-end', textAlign: 'right' },
        columns[figure] ?? '',
      ),
    ),
  );
}

/**
 * A ranking row: place, name, points (and matches played, wins and game balance unless `compact`).
 * The top three stand out on a tinted band, the way the eye reads a podium.
 */
function rankingRow(row: CardRow, columns: CardColumns, compact: boolean): CardNode {
  const podium = row.place <= 3;
  const text: Record<Figure, string> = {
    matches: String(row.matches),
    points: String(row.points),
    wins: String(row.wins ?? ''),
    gameBalance: row.gameBalance === undefined ? '' : signed(row.gameBalance),
  };
  const style: Record<Figure, Style> = {
    matches: { fontWeight: 700, color: COLOURS.slate600 },
    points: { fontWeight: 800, color: COLOURS.brand700 },
    wins: { fontWeight: 700 },
    gameBalance: { fontWeight: 700, color: (row.gameBalance ?? 0) < 0 ? COLOURS.red600 : COLOURS.slate900 },
  };
  return div(
    {
      flex: 1,
      alignItems: 'center',
      gap: 20,
      padding: '0 20px',
      borderRadius: 20,
      backgroundColor: podium ? COLOURS.brand50 : COLOURS.white,
      fontSize: compact ? 28 : podium ? 36 : 32,
      color: COLOURS.slate900,
    },
    placeBadge(row.place, compact ? 44 : podium ? 56 : 48),
    line({ flex: 1, fontWeight: podium ? 800 : 700 }, row.name),
    div(
      { gap: FIGURE_GAP_PX, flexShrink: 0 },
      ...figuresOf(columns, compact).map((figure) =>
        div(
          { width: figureWidth(figure, compact), justifyContent: 'flex-end', ...style[figure] },
          text[figure],
        ),
      ),
    ),
  );
}

const panel = (style: Style, ...children: Child[]): CardNode =>
  div(
    {
      flexDirection: 'column',
      backgroundColor: COLOURS.white,
      borderRadius: 36,
      padding: 24,
      // A hard shadow: resvg spends ~350 ms more on a card whose panels cast a blurred one.
      boxShadow: '0 12px 0 rgba(4, 30, 24, 0.28)',
      ...style,
    },
    ...children,
  );

const panelTitle = (text: string) =>
  line({ fontSize: 26, fontWeight: 800, color: COLOURS.brand800, padding: '4px 20px 12px' }, text);

function teamRow(team: CardTeam, compact: boolean): CardNode {
  return div(
    {
      flex: 1,
      alignItems: 'center',
      gap: 20,
      padding: '0 20px',
      borderRadius: 20,
      backgroundColor: team.place <= 3 ? COLOURS.brand50 : COLOURS.white,
    },
    placeBadge(team.place, compact ? 48 : 60),
    div(
      { flexDirection: 'column', flex: 1, minWidth: 0 },
      line(
        {
          fontSize: compact ? 18 : 22,
          fontWeight: 700,
          letterSpacing: 1.5,
          textTransform: 'uppercase',
          color: COLOURS.slate500,
        },
        team.label,
      ),
      line({ fontSize: compact ? 30 : 38, fontWeight: 800, color: COLOURS.slate900 }, team.names),
    ),
  );
}

/** The rows of a table or a podium, stacked to fill their panel. */
const rowList = (...rows: CardNode[]): CardNode => div({ flex: 1, flexDirection: 'column', gap: 4 }, ...rows);

function body(model: RankingCardModel): CardNode {
  const b = model.body;
  switch (b.kind) {
    case 'ranking':
      return panel(
        { flex: 1, paddingTop: 28 },
        rankingHeader(b.columns, false),
        rowList(...b.rows.map((r) => rankingRow(r, b.columns, false))),
      );
    case 'groups': {
      // Super 16: two full tables, one above the other; Super 32: four groups two by two, points only.
      const compact = b.groups.length > 2;
      return div(
        { flex: 1, flexWrap: 'wrap', gap: PANEL_GAP_PX },
        ...b.groups.map((g) =>
          panel(
            compact
              ? { width: (CARD_SIZE_PX - 2 * CARD_PADDING_PX - PANEL_GAP_PX) / 2, flexGrow: 1, padding: 18 }
              : { width: '100%', flexGrow: 1, padding: '18px 24px' },
            div(
              { justifyContent: 'space-between', alignItems: 'flex-end' },
              panelTitle(g.title),
              rankingHeader(b.columns, compact),
            ),
            rowList(...g.rows.map((r) => rankingRow(r, b.columns, compact))),
          ),
        ),
      );
    }
    case 'podiums': {
      const compact = b.podiums.length > 1;
      return div(
        { flex: 1, flexDirection: 'column', gap: PANEL_GAP_PX },
        ...b.podiums.map((p) =>
          panel(
            { flex: p.pending === null ? 1 : 0, padding: compact ? 18 : 28 },
            panelTitle(p.title),
            p.pending === null
              ? rowList(...p.teams.map((t) => teamRow(t, compact)))
              : div({ padding: '8px 20px 12px', fontSize: 28, color: COLOURS.slate600 }, p.pending),
          ),
        ),
      );
    }
    default: {
      const unknown: never = b;
      return unknown;
    }
  }
}

function card(model: RankingCardModel, brandMark: string): CardNode {
  return div(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      padding: CARD_PADDING_PX,
      fontFamily: FONT_FAMILY,
      color: COLOURS.white,
      backgroundColor: COLOURS.brand900,
      backgroundImage: `radial-gradient(circle at 50% 0%, ${COLOURS.brand700} 0%, ${COLOURS.brand900} 70%)`,
    },
    div(
      { alignItems: 'center', justifyContent: 'space-between' },
      div(
        { alignItems: 'center', gap: 16, fontSize: 36, fontWeight: 800, letterSpacing: -0.5 },
        { type: 'img', props: { src: brandMark, style: { width: 56, height: 56 } } },
        model.brand,
      ),
      div(
        {
          padding: '10px 24px',
          borderRadius: 999,
          backgroundColor: COLOURS.ball,
          color: COLOURS.brand900,
          fontSize: 28,
          fontWeight: 800,
        },
        model.format,
      ),
    ),
    div(
      {
        marginTop: 36,
        fontSize: 64,
        fontWeight: 800,
        lineHeight: 1.1,
        letterSpacing: -1.5,
        display: 'block',
        lineClamp: 2,
      },
      model.name,
    ),
    div(
      { marginTop: 14, marginBottom: 32, fontSize: 28, fontWeight: 700, color: COLOURS.brand200 },
      // A circuit with no tournament played yet has no date to show.
      [model.date, model.headline].filter((text) => text !== '').join('  ·  '),
    ),
    body(model),
  );
}

interface Assets {
  readonly fonts: { name: string; weight: 700 | 800; style: 'normal'; data: Buffer }[];
  readonly brandMark: string;
}
let assets: Promise<Assets> | null = null;

/** Fonts and the mark, read from disk with the first card and kept (~320 KB). */
async function loadAssets(): Promise<Assets> {
  const require = createRequire(import.meta.url);
  const [fonts, mark] = await Promise.all([
    Promise.all(
      FONTS.map(async ({ family, weight, file }) => ({
        name: family,
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(file)),
      })),
    ),
    readFile(BRAND_MARK),
  ]);
  return { fonts, brandMark: `data:image/svg+xml;base64,${mark.toString('base64')}` };
}

/**
 * The ranking card as a 1080×1080 PNG. This module (satori, the native resvg) is imported with the
 * first card asked for (`rankingCards.ts`), not at start-up: a server nobody asks for a card keeps
 * its idle memory.
 */
export async function renderRankingCard(model: RankingCardModel): Promise<Buffer> {
  assets ??= loadAssets().catch((error: unknown) => {
    assets = null;
    throw error;
  });
  const { fonts, brandMark } = await assets;
  const svg = await satori(card(model, brandMark) as unknown as Parameters<typeof satori>[0], {
    width: CARD_SIZE_PX,
    height: CARD_SIZE_PX,
    fonts,
  });
  // renderAsync rasterises on libuv's thread pool: the event loop keeps serving meanwhile.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
