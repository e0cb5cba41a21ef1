import { type GroupRankingRowBody, type PublicTournament, QUALIFIERS_PER_GROUP } from '@rodada/events';
import { type Language, translate } from '../../i18n';
import { brazilDate, brazilDayOf } from '../../reporting';

/** Rows of the ranking a single-table card shows. */
export const CARD_RANKING_ROWS = 8;

export interface CardRow {
  readonly place: number;
  readonly name: string;
  /**
   * Matches played: shown where players play different numbers (an Americano's or Mexicano's
   * rests); a circuit's card shows the tournaments played here.
   */
  readonly matches: number;
  readonly points: number;
  /** A tournament's; a circuit's card has none. */
  readonly wins?: number;
  readonly gameBalance?: number;
}

export interface CardTeam {
  readonly place: number;
  readonly label: string;
  readonly names: string;
}

/** The titles of the figures a table shows: a figure without a title is not drawn. */
export interface CardColumns {
  /** Only for formats where players play different numbers of matches (and circuits: tournaments). */
  readonly matches?: string;
  readonly points: string;
  readonly wins?: string;
  readonly gameBalance?: string;
}

/** The card shows places: who left, or a substitute left out of the places, has none (issue 28). */
const placed = (ranking: PublicTournament['ranking']) => ranking.filter((r) => r.ranked);

/** What the card's main panel shows: one ranking, the top of each group, or the Super Final's podiums. */
export type CardBody =
  | { readonly kind: 'ranking'; readonly columns: CardColumns; readonly rows: readonly CardRow[] }
  | {
      readonly kind: 'groups';
      readonly columns: CardColumns;
      readonly groups: readonly { readonly title: string; readonly rows: readonly CardRow[] }[];
    }
  | {
      readonly kind: 'podiums';
      readonly podiums: readonly {
        readonly title: string;
        readonly teams: readonly CardTeam[];
        /** Shown instead of the teams while the podium's matches have no result. */
        readonly pending: string | null;
      }[];
    };

/** Everything the ranking card draws, texts already in the card's language. */
export interface RankingCardModel {
  readonly language: Language;
  readonly name: string;
  /** The day it shows (Brazil's calendar), or '' for none. */
  readonly date: string;
  readonly format: string;
  /** "Ranking ao vivo", "Ranking final", … */
  readonly headline: string;
  readonly body: CardBody;
  readonly brand: string;
}

const rowOf = (r: GroupRankingRowBody): CardRow => ({
  place: r.position,
  name: r.playerName,
  matches: r.wins + r.losses + r.draws,
  points: r.points,
  wins: r.wins,
  gameBalance: r.gameBalance,
});

/** The format's name as the interface says it ("Super 16" or "Super 32" for the group format). */
function formatName(t: PublicTournament, lng: Language): string {
  if (t.tournamentType === 'super_groups')
    return translate(lng, 'tournaments:formats.super_groups.sizedName', { count: t.playerCount });
  return translate(lng, `tournaments:formats.${t.tournamentType}.name`);
}

function headlineOf(t: PublicTournament, lng: Language, podiums: boolean): string {
  if (t.ended) return translate(lng, 'share:card.headline.endedEarly');
  if (t.status === 'completed') return translate(lng, 'share:card.headline.final');
  if (podiums) return translate(lng, 'share:card.headline.superFinal');
  if (!t.matches.some((m) => m.completed)) return translate(lng, 'share:card.headline.notStarted');
  return translate(lng, 'share:card.headline.live');
}

/** Americano and Mexicano: some players rest, so matches played differ from player to player. */
const anyGroup = (t: PublicTournament) => t.tournamentType === 'americano' || t.tournamentType === 'mexicano';

function bodyOf(t: PublicTournament, lng: Language, podiums: boolean): CardBody {
  // Points and timed modes rank by points won, with the point difference as the balance.
  const scored = t.scoring.mode === 'games' ? 'columns' : 'pointsWonColumns';
  const columns: CardColumns = {
    ...(anyGroup(t) ? { matches: translate(lng, 'share:card.columns.matches') } : {}),
    points: translate(lng, `share:card.${scored}.points`),
    wins: translate(lng, 'share:card.columns.wins'),
    gameBalance: translate(lng, `share:card.${scored}.gameBalance`),
  };
  if (t.tournamentType !== 'super_groups')
    return { kind: 'ranking', columns, rows: placed(t.ranking).slice(0, CARD_RANKING_ROWS).map(rowOf) };
  if (!podiums)
    return {
      kind: 'groups',
      columns,
      groups: t.groups.map((g) => ({
        title: translate(lng, 'share:card.group', { group: g.id }),
        rows: (t.groupRankings[g.id] ?? []).slice(0, QUALIFIERS_PER_GROUP).map(rowOf),
      })),
    };
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  return {
    kind: 'podiums',
    podiums: t.podiums.map((p) => {
      const [x, y] = p.groups;
      return {
        title: translate(lng, 'superGroups:final.podium', { x, y }),
        pending: p.complete ? null : translate(lng, 'share:card.podiumPending'),
        teams: p.teams.map((team) => ({
          place: team.position,
          label: translate(lng, `superGroups:final.places.${team.position}`),
          names: team.playerIds.map((id) => names.get(id) ?? '?').join(' / '),
        })),
      };
    }),
  };
}

/**
 * The card of a tournament's public body: its name, the day it was created (Brazil's calendar),
 * the format, and the top of the ranking; for Super 16 / 32 the top of each group until a podium
 * of the Super Final has its results, then the podiums.
 */
export function rankingCardModel(t: PublicTournament, lng: Language): RankingCardModel {
  const podiums = t.podiums.some((p) => p.complete);
  return {
    language: lng,
    name: t.name,
    date: brazilDate(brazilDayOf(new Date(t.createdAt))),
    format: formatName(t, lng),
    headline: headlineOf(t, lng, podiums),
    body: bodyOf(t, lng, podiums),
    brand: translate(lng, 'common:appName'),
  };
}
