import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import { previewOf, type RecordWalkover, type UndoChange, type WalkoverSide, walkoverScore } from './changes';
import type { RecordScore } from './tournamentDecider';
import { tournamentDecider } from './tournamentDecider';
import { deriveChangeId, type MatchData, type TournamentEvent } from './tournamentEvents';
import {
  at,
  bothGroupsResolved,
  created,
  createTournament,
  decided,
  groupStageDrawn,
  owner,
  scored,
  super8,
  superFinal,
  tablet,
} from './tournamentsTestKit';

// Mid-event changes (issue 28, first slice): a walkover, its undo (newest first, while the
// tournament is open) and what a preview shows.

const given = deciderSpec(tournamentDecider);
const fold = (events: readonly TournamentEvent[]) =>
  events.reduce(tournamentDecider.evolve, tournamentDecider.initialState());

const firstMatch = () => super8().data.matches[0]!.id;
const secondMatch = () => super8().data.matches[1]!.id;
const walkoverCommandId = (n: number) => `00000000-0000-4000-8000-0000000a0${String(n).padStart(3, '0')}`;
const undoCommandId = '00000000-0000-4000-8000-0000000b0001';

const walkover = (matchId: string, winner: WalkoverSide, basedOnRevision: number, n = 1) =>
  command<RecordWalkover>(
    'RecordWalkover',
    { matchId, winner, basedOnRevision },
    { actor: owner, at, commandId: walkoverCommandId(n) },
  );
const walkedOver = (matchId: string, winner: WalkoverSide, n = 1, score: [number, number] = [6, 0]) =>
  ({
    type: 'MatchWalkedOver',
    data: {
      changeId: deriveChangeId(walkoverCommandId(n)),
      matchId,
      winner,
      team1Score: winner === 'team1' ? score[0] : score[1],
      team2Score: winner === 'team1' ? score[1] : score[0],
      by: owner.id!,
      at,
    },
  }) as const satisfies TournamentEvent;
const undo = (changeId: string, basedOnRevision?: number, actor = tablet) =>
  command<UndoChange>(
    'UndoChange',
    { changeId, ...(basedOnRevision === undefined ? {} : { basedOnRevision }) },
    { actor, at, commandId: undoCommandId },
  );
const undone = (changeId: string, matchId: string, by = tablet.id!): TournamentEvent => ({
  type: 'ChangeUndone',
  data: { changeId, matchId, by, at },
});
const score = (matchId: string, team1Score: number, team2Score: number) =>
  command<RecordScore>('RecordScore', { matchId, team1Score, team2Score }, { actor: owner, at });

const entries8 = () => ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'];
const groupMatchOf = (tournament: TournamentEvent) =>
  (tournament as Extract<TournamentEvent, { type: 'TournamentCreated' }>).data.matches[0]!.id;

/** Every match of the Super 8 scored 4-2, except the ones listed. */
const allScoredBut = (...skip: string[]) =>
  super8()
    .data.matches.filter((m) => !skip.includes(m.id))
    .map((m) => scored(m.id, 4, 2));

describe('RecordWalkover', () => {
  it('gives the present side the match 6-0 in games mode, as a change with its own id', () => {
    given([super8()])
      .when(walkover(firstMatch(), 'team1', 0))
      .then([walkedOver(firstMatch(), 'team1')]);
  });

  it('scores 0-6 when the second side is the one present', () => {
    given([super8()])
      .when(walkover(firstMatch(), 'team2', 0))
      .then([walkedOver(firstMatch(), 'team2')]);
  });

  it('gives the whole total in points mode (21-0) and 1-0 in timed scoring', () => {
    const points = created(createTournament({ scoring: { mode: 'points', total: 21 } }));
    const [pointsWalkover] = decided(walkover(points.data.matches[0]!.id, 'team2', 0), [points]);
    expect(pointsWalkover).toMatchObject({ data: { team1Score: 0, team2Score: 21 } });
    const timed = created(createTournament({ scoring: { mode: 'timed', minutes: 12 } }));
    const [timedWalkover] = decided(walkover(timed.data.matches[0]!.id, 'team1', 0), [timed]);
    expect(timedWalkover).toMatchObject({ data: { team1Score: 1, team2Score: 0 } });
  });

  it('gives the walkover score chosen at creation (4-0 in games, 16 of 24 points)', () => {
    const four = created(createTournament({ scoring: { mode: 'games', walkover: 4 } }));
    const [fourNil] = decided(walkover(four.data.matches[0]!.id, 'team1', 0), [four]);
    expect(fourNil).toMatchObject({ data: { team1Score: 4, team2Score: 0 } });
    const points = created(createTournament({ scoring: { mode: 'points', total: 24, walkover: 16 } }));
    const [sixteen] = decided(walkover(points.data.matches[0]!.id, 'team2', 0), [points]);
    expect(sixteen).toMatchObject({ data: { team1Score: 0, team2Score: 16 } });
  });

  it('is decided on the revision after every event so far (creation 0, a score 1, …)', () => {
    given([super8(), scored(secondMatch(), 6, 3)])
      .when(walkover(firstMatch(), 'team1', 1))
      .then([walkedOver(firstMatch(), 'team1')]);
  });

  it('refuses a change based on another revision, naming the current one (change.staleRevision)', () => {
    given([super8(), scored(secondMatch(), 6, 3)])
      .when(walkover(firstMatch(), 'team1', 0))
      .thenThrows('change.staleRevision', { revision: 1 });
  });

  it('refuses a match the tournament does not have (match.notFound)', () => {
    given([super8()])
      .when(walkover('00000000-0000-4000-8000-00000000dead', 'team1', 0))
      .thenThrows('match.notFound');
  });

  it('refuses on a tournament that does not exist (tournament.notFound)', () => {
    given([])
      .when(walkover(firstMatch(), 'team1', -1))
      .thenThrows('tournament.notFound');
  });

  it('refuses a match that already has a result (change.matchHasResult)', () => {
    given([super8(), scored(firstMatch(), 6, 3)])
      .when(walkover(firstMatch(), 'team1', 1))
      .thenThrows('change.matchHasResult');
  });

  it('refuses a match already walked over (change.matchHasResult)', () => {
    given([super8(), walkedOver(firstMatch(), 'team1')])
      .when(walkover(firstMatch(), 'team2', 1, 2))
      .thenThrows('change.matchHasResult');
  });

  it('refuses once the tournament was ended (change.tournamentCompleted)', () => {
    given([super8(), { type: 'TournamentEnded', data: { by: tablet.id!, at } }])
      .when(walkover(firstMatch(), 'team1', 1))
      .thenThrows('change.tournamentCompleted');
  });

  it('refuses a group match once the Super Final was drawn from the groups (tournament.groupResultsLocked)', () => {
    const [tournament, ...scores] = groupStageDrawn();
    given([tournament!, ...scores.slice(1), superFinal()])
      .when(walkover(groupMatchOf(tournament!), 'team1', scores.length))
      .thenThrows('tournament.groupResultsLocked');
  });

  it('takes a final match, which then has a winner as a final must', () => {
    const past = [...groupStageDrawn(), ...bothGroupsResolved(), superFinal()];
    const final = superFinal().data.matches[0]!.id;
    const [finalWalkover] = decided(walkover(final, 'team2', past.length - 1), past);
    expect(finalWalkover).toMatchObject({ type: 'MatchWalkedOver', data: { team1Score: 0, team2Score: 6 } });
  });

  it('draws the next Mexicano round when the walkover completes the latest one', () => {
    const mexicano = created(
      createTournament({ format: 'mexicano', players: ['A1', 'B2', 'C3', 'D4', 'E5'], courts: 1, rounds: 3 }),
    );
    const [only] = mexicano.data.matches;
    const events = decided(walkover(only!.id, 'team1', 0), [mexicano]);
    expect(events.map((e) => e.type)).toEqual(['MatchWalkedOver', 'MexicanoRoundDrawn']);
    expect(events[1]).toMatchObject({ data: { round: 2, by: owner.id } });
  });
});

describe('RecordScore on a walked-over match', () => {
  it('is refused: the walkover is undone first (change.matchWalkedOver)', () => {
    given([super8(), walkedOver(firstMatch(), 'team1')])
      .when(score(firstMatch(), 4, 3))
      .thenThrows('change.matchWalkedOver');
  });

  it('is taken again once the walkover was undone', () => {
    const change = deriveChangeId(walkoverCommandId(1));
    given([super8(), walkedOver(firstMatch(), 'team1'), undone(change, firstMatch())])
      .when(score(firstMatch(), 4, 3))
      .then([
        {
          type: 'MatchScored',
          data: { matchId: firstMatch(), team1Score: 4, team2Score: 3, by: owner.id!, at },
        },
      ]);
  });
});

describe('UndoChange', () => {
  const first = () => deriveChangeId(walkoverCommandId(1));
  const second = () => deriveChangeId(walkoverCommandId(2));
  const twoWalkovers = () => [
    super8(),
    walkedOver(firstMatch(), 'team1', 1),
    walkedOver(secondMatch(), 'team2', 2),
  ];

  it('undoes the newest change, by whoever asks (the actor is in the event)', () => {
    given(twoWalkovers())
      .when(undo(second()))
      .then([undone(second(), secondMatch())]);
  });

  it('leaves the match unplayed: no score, no walkover, one version more', () => {
    const state = fold([...twoWalkovers(), undone(second(), secondMatch())]);
    expect(state.scores[secondMatch()]).toBeUndefined();
    expect(state.walkovers[secondMatch()]).toBeUndefined();
    expect(state.walkovers[firstMatch()]).toBe('team1');
    expect(state.scores[firstMatch()]).toEqual({ team1: 6, team2: 0 });
    expect(state.versions[secondMatch()]).toBe(2);
    expect(state.revision).toBe(3);
    expect(state.changes).toEqual([
      { id: first(), kind: 'walkover', matchId: firstMatch(), undone: false },
      { id: second(), kind: 'walkover', matchId: secondMatch(), undone: true },
    ]);
  });

  it('then undoes the one before it', () => {
    given([...twoWalkovers(), undone(second(), secondMatch())])
      .when(undo(first(), 3))
      .then([undone(first(), firstMatch())]);
  });

  it('refuses an older change while a newer one stands (change.undoOutOfOrder)', () => {
    given(twoWalkovers()).when(undo(first())).thenThrows('change.undoOutOfOrder');
  });

  it('refuses a change already undone (change.alreadyUndone)', () => {
    given([...twoWalkovers(), undone(second(), secondMatch())])
      .when(undo(second()))
      .thenThrows('change.alreadyUndone');
  });

  it('refuses a change the tournament does not have (change.notFound)', () => {
    given(twoWalkovers())
      .when(undo(deriveChangeId(undoCommandId)))
      .thenThrows('change.notFound');
  });

  it('refuses on a tournament that does not exist (tournament.notFound)', () => {
    given([]).when(undo(first())).thenThrows('tournament.notFound');
  });

  it('refuses an undo based on another revision (change.staleRevision)', () => {
    given(twoWalkovers()).when(undo(second(), 1)).thenThrows('change.staleRevision', { revision: 2 });
  });

  it('undoes a walkover on the last match once every match is played: the tournament is open until it is ended', () => {
    given([super8(), walkedOver(firstMatch(), 'team1'), ...allScoredBut(firstMatch())])
      .when(undo(first()))
      .then([undone(first(), firstMatch())]);
  });

  it('refuses once the tournament was ended (change.tournamentCompleted)', () => {
    given([
      super8(),
      walkedOver(firstMatch(), 'team1'),
      { type: 'TournamentEnded', data: { by: owner.id!, at } },
    ])
      .when(undo(first()))
      .thenThrows('change.tournamentCompleted');
  });

  it('refuses once a later Mexicano round was drawn from the result (tournament.mexicanoRoundStarted)', () => {
    const mexicano = created(
      createTournament({ format: 'mexicano', players: ['A1', 'B2', 'C3', 'D4', 'E5'], courts: 1, rounds: 3 }),
    );
    const [only] = mexicano.data.matches;
    const past = [mexicano, ...decided(walkover(only!.id, 'team1', 0), [mexicano])];
    given(past).when(undo(first())).thenThrows('tournament.mexicanoRoundStarted', { round: 2 });
  });

  it('undoes a Mexicano walkover of the latest round', () => {
    const mexicano = created(
      createTournament({ format: 'mexicano', players: ['A1', 'B2', 'C3', 'D4', 'E5'], courts: 1, rounds: 1 }),
    );
    const [only] = mexicano.data.matches;
    const past = [mexicano, ...decided(walkover(only!.id, 'team1', 0), [mexicano])];
    expect(past.map((e) => e.type)).toEqual(['TournamentCreated', 'MatchWalkedOver']);
    // One planned round, all played, not ended: the walkover can still be taken back.
    given(past)
      .when(undo(first()))
      .then([undone(first(), only!.id)]);
  });

  it('undoes a Mexicano walkover while its round is the latest one (not complete yet)', () => {
    const mexicano = created(
      createTournament({ format: 'mexicano', players: entries8(), courts: 2, rounds: 3 }),
    );
    const [one] = mexicano.data.matches;
    given([mexicano, walkedOver(one!.id, 'team2')])
      .when(undo(first()))
      .then([undone(first(), one!.id)]);
  });

  it('refuses a group walkover once the Super Final was drawn (tournament.groupResultsLocked)', () => {
    const [tournament, ...scores] = groupStageDrawn();
    given([tournament!, walkedOver(groupMatchOf(tournament!), 'team1'), ...scores.slice(1), superFinal()])
      .when(undo(first()))
      .thenThrows('tournament.groupResultsLocked');
  });
});

describe('walkoverScore', () => {
  it('is 6-0 in games, the total in points and 1-0 in timed scoring, for the side present', () => {
    expect(walkoverScore({ mode: 'games' }, 'team1')).toEqual({ team1: 6, team2: 0 });
    expect(walkoverScore({ mode: 'points', total: 32 }, 'team2')).toEqual({ team1: 0, team2: 32 });
    expect(walkoverScore({ mode: 'timed', minutes: 20 }, 'team2')).toEqual({ team1: 0, team2: 1 });
  });
});

describe('previewOf', () => {
  it('shows only the matches that change, as they would read, and the ranking counting the walkover as a win', () => {
    const before = fold([super8(), scored(secondMatch(), 6, 3)]);
    const after = decided(walkover(firstMatch(), 'team2', 1), [super8(), scored(secondMatch(), 6, 3)]).reduce(
      tournamentDecider.evolve,
      before,
    );
    const { matches, ranking } = previewOf(before, after);
    const m = super8().data.matches[0]! as MatchData;
    expect(matches).toEqual([
      {
        id: m.id,
        round: m.round,
        court: m.court,
        order: m.order,
        slot: m.slot,
        groupId: null,
        matchType: 'group',
        player1Id: m.team1[0],
        player2Id: m.team1[1],
        player3Id: m.team2[0],
        player4Id: m.team2[1],
        team1Score: 0,
        team2Score: 6,
        completed: true,
        isDraw: false,
        version: 1,
        walkover: 'team2',
        void: false,
      },
    ]);
    const winners = ranking.filter((r) => m.team2.includes(r.playerId));
    expect(winners.map((r) => [r.wins, r.gameBalance])).toEqual([
      [1, 6],
      [1, 6],
    ]);
    expect(ranking.filter((r) => m.team1.includes(r.playerId)).map((r) => r.losses)).toEqual([1, 1]);
    expect(ranking).toHaveLength(8);
  });

  it('shows an undone walkover as unplayed and new Mexicano matches as they are drawn', () => {
    const change = deriveChangeId(walkoverCommandId(1));
    const past = [super8(), walkedOver(firstMatch(), 'team1')];
    const before = fold(past);
    const after = fold([...past, undone(change, firstMatch())]);
    expect(previewOf(before, after).matches).toMatchObject([
      { id: firstMatch(), team1Score: null, team2Score: null, completed: false, walkover: null, version: 2 },
    ]);
    const mexicano = created(
      createTournament({ format: 'mexicano', players: ['A1', 'B2', 'C3', 'D4', 'E5'], courts: 1, rounds: 3 }),
    );
    const only = mexicano.data.matches[0]!;
    const start = fold([mexicano]);
    const next = decided(walkover(only.id, 'team1', 0), [mexicano]).reduce(tournamentDecider.evolve, start);
    const shown = previewOf(start, next).matches;
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ round: 2, completed: false, version: 0, walkover: null });
  });

  it('ranks with the tournament’s scoring: a points walkover gives the whole total', () => {
    const points = created(createTournament({ scoring: { mode: 'points', total: 21 } }));
    const m = points.data.matches[0]!;
    const before = fold([points]);
    const after = decided(walkover(m.id, 'team1', 0), [points]).reduce(tournamentDecider.evolve, before);
    const winner = previewOf(before, after).ranking.find((r) => r.playerId === m.team1[0]);
    expect(winner).toMatchObject({ points: 21, gameBalance: 21 });
  });

  it('ranks the group matches only, as the read model does (a Super Final walkover is not in the table)', () => {
    const past = [...groupStageDrawn(), ...bothGroupsResolved(), superFinal()];
    const final = superFinal().data.matches[0]!;
    const before = fold(past);
    const after = decided(walkover(final.id, 'team1', past.length - 1), past).reduce(
      tournamentDecider.evolve,
      before,
    );
    // Every group match was 4-4: nobody has a win unless the final were counted.
    expect(previewOf(before, after).ranking.every((r) => r.wins === 0)).toBe(true);
  });

  it('names players as renamed and ranks a level score as a draw', () => {
    const before = fold([super8()]);
    const renamed: TournamentEvent = {
      type: 'PlayerRenamed',
      data: { playerId: super8().data.participants[0]!.id, name: 'Ana Maria', by: owner.id!, at },
    };
    const after = fold([super8(), renamed, scored(firstMatch(), 4, 4)]);
    const { matches, ranking } = previewOf(before, after);
    expect(matches[0]).toMatchObject({ isDraw: true, completed: true });
    expect(ranking.map((r) => r.playerName)).toContain('Ana Maria');
  });
});
