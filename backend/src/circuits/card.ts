import type { PublicCircuit } from '@rodada/events';
import { type Language, translate } from '../i18n';
import { brazilDate, brazilDayOf } from '../reporting';
import { CARD_RANKING_ROWS, type CardSource, type RankingCardModel } from '../tournaments';

/**
 * A circuit's card, drawn by the tournaments' ranking card: the top of the standings with each
 * player's tournaments and points, dated by the latest tournament that counts.
 */
export function circuitCardModel(circuit: PublicCircuit, lng: Language): RankingCardModel {
  const counted = circuit.tournaments.filter((t) => t.counts);
  const latest = counted
    .map((t) => t.createdAt)
    .sort()
    .at(-1);
  return {
    language: lng,
    name: circuit.name,
    date: latest ? brazilDate(brazilDayOf(new Date(latest))) : '',
    format: translate(lng, 'share:card.circuit.badge'),
    headline:
      counted.length === 0
        ? translate(lng, 'share:card.circuit.notStarted')
        : translate(lng, 'share:card.circuit.after', {
            played: counted.length,
            count: circuit.tournaments.length,
          }),
    body: {
      kind: 'ranking',
      columns: {
        matches: translate(lng, 'share:card.circuit.tournaments'),
        points: translate(lng, 'share:card.columns.points'),
      },
      rows: circuit.standings.slice(0, CARD_RANKING_ROWS).map((s) => ({
        place: s.position,
        name: s.name,
        matches: s.tournaments,
        points: s.points,
      })),
    },
    brand: translate(lng, 'common:appName'),
  };
}

/** The circuit's card source: its standings as they are now (a circuit has no revision of its own). */
export const circuitCardSource =
  (publicBody: (publicToken: string) => Promise<PublicCircuit>): CardSource =>
  async (publicToken, lng) => ({
    version: 'circuit',
    model: circuitCardModel(await publicBody(publicToken), lng),
  });
