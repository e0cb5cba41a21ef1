import { describe, expect, it } from 'vitest';
import { rankParticipants } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import { previewOf } from './changes';
import { countedMatches, type EndTournament } from './ending';
import { tournamentDecider } from './tournamentDecider';
import { deriveChangeId, type TournamentEvent } from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createTournament,
  entries,
  owner,
  scored,
  super8,
  tablet,
} from './tournamentsTestKit';

// Ending a tournament as a change (issue 28): based on the revision the organiser saw, listed in
// the history, never undone; its unplayed matches are not played and the ranking is final under
// the fair rule for unequal match counts.

const given = deciderSpec(tournamentDecider);
const fold = (events: readonly TournamentEvent[]) =>
  events.reduce(tournamentDecider.evolve, tournamentDecider.initialState());
const endCommandId = '00000000-0000-4000-8000-0000000e0001';
const end = (basedOnRevision?: number, actor = owner) =>
  command<EndTournament>('EndTournament', basedOnRevision === undefined ? {} : { basedOnRevision }, {
    actor,
    at,
    commandId: endCommandId,
  });
const ended = (by = owner.id!): TournamentEvent => ({
  type: 'TournamentEnded',
  data: { changeId: deriveChangeId(endCommandId), by, at },
});

/** The ranking a preview of the end shows, after the given events. */
const endPreview = (events: readonly TournamentEvent[]) => {
  const before = fold(events);
  const after = tournamentDecider
    .decide(end(before.revision), before)
    .reduce(tournamentDecider.evolve, before);
  return previewOf(before, after);
};

/** The ranking of only the played matches, as the fair rule counts them. */
const playedRanking = (tournament: Created, events: readonly TournamentEvent[]) => {
  const state = fold([tournament, ...events]);
  // Everyone takes a place (nobody left): the rows carry the leaving marks unset.
  return rankParticipants(
    tournament.data.participants,
    Object.values(state.matches)
      .filter((m) => state.scores[m.id])
      .map((m) => ({ round: m.round, team1: m.team1, team2: m.team2, score: state.scores[m.id]! })),
  ).map((row) => ({ ...row, ranked: true, leftAtSlot: null, substituteFor: null, standIn: false }));
};

describe('EndTournament as a change', () => {
  it('ends a tournament on the revision the organiser saw, with a change id for the history', () => {
    given([super8()]).when(end(0)).then([ended()]);
  });

  it('names whoever ended it (a court tablet)', () => {
    given([super8()])
      .when(end(0, tablet))
      .then([ended(tablet.id!)]);
  });

  it('refuses a stale revision, naming the current one (change.staleRevision)', () => {
    const first = super8().data.matches[0]!.id;
    given([super8(), scored(first, 6, 2)])
      .when(end(0))
      .thenThrows('change.staleRevision', { revision: 1 });
  });

  it('refuses a tournament already ended (change.tournamentCompleted), where a retried plain end changes nothing', () => {
    given([super8(), ended()]).when(end(1)).thenThrows('change.tournamentCompleted');
    given([super8(), ended()]).when(end()).thenNothing();
  });

  it('refuses a tournament that does not exist (tournament.notFound)', () => {
    given([]).when(end(-1)).thenThrows('tournament.notFound');
  });

  it('is not undone: an undo on an ended tournament is refused (change.tournamentCompleted)', () => {
    given([super8(), ended()])
      .when(
        command(
          'UndoChange',
          { changeId: deriveChangeId(endCommandId) },
          { actor: owner, at, commandId: endCommandId },
        ),
      )
      .thenThrows('change.tournamentCompleted');
  });
});

describe('the ranking of an ended tournament', () => {
  it('a Super 8 ended after 4 of its 7 rounds ranks the 4 rounds played, as final', () => {
    const tournament = super8();
    const played = tournament.data.matches.filter((m) => m.round <= 4).map((m, i) => scored(m.id, 6, i % 7));
    const preview = endPreview([tournament, ...played]);
    expect(preview.matches).toEqual([]);
    expect(preview.ranking).toEqual(playedRanking(tournament, played));
    // Everyone played 4: nobody is credited anything, every row counts 4 results.
    for (const row of preview.ranking) expect(row.wins + row.losses + row.draws).toBe(4);
  });

  it('an Americano of 10 ended mid-round credits the rests of those whose match was not played', () => {
    const tournament = created(
      createTournament({ name: 'Americano', format: 'americano', players: entries(10), courts: 2 }),
    );
    const [first, second] = [1, 2].map((round) => tournament.data.matches.filter((m) => m.round === round));
    // Round 1 complete, round 2 half played: its second match is never played.
    const played = [...first!, second![0]!].map((m) => scored(m.id, 6, 2));
    const preview = endPreview([tournament, ...played]);
    expect(preview.ranking).toEqual(playedRanking(tournament, played));
    // A winner of round 1 whose round-2 match was left unplayed: 3 points in 1 match, credited one
    // more at their own average (3), as the four who won both rounds 1 and 2 (6 points).
    const stranded = second![1]!.team1.find((id) => first!.some((m) => m.team1.includes(id)));
    if (stranded) expect(preview.ranking.find((r) => r.playerId === stranded)?.points).toBe(6);
    // While it is open, the same results credit nobody for round 2 (still under way).
    const open = fold([tournament, ...played]);
    const openPreview = previewOf(open, open);
    if (stranded) expect(openPreview.ranking.find((r) => r.playerId === stranded)?.points).toBe(3);
  });
});

describe('countedMatches', () => {
  const unplayed = { score: null };
  const playedMatch = { score: { team1: 6, team2: 1 } };

  it('keeps every scheduled match while the tournament is open, the played ones once ended', () => {
    expect(countedMatches([unplayed, playedMatch], false)).toEqual([unplayed, playedMatch]);
    expect(countedMatches([unplayed, playedMatch], true)).toEqual([playedMatch]);
  });
});
