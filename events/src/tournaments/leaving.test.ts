import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import { previewOf, type RecordWalkover, type UndoChange } from './changes';
import { type SubstitutePlayer, standingsOf, type WithdrawalMode, type WithdrawPlayer } from './leaving';
import { type RecordScore, tournamentDecider } from './tournamentDecider';
import { deriveChangeId, type MatchData, newSubstituteId, type TournamentEvent } from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createTournament,
  decided,
  entries,
  groupStageDrawn,
  owner,
  scored,
  super8,
  superFinal,
  superGroups16,
  tablet,
} from './tournamentsTestKit';

// A player leaves (issue 28): withdrawn (walkovers or void), replaced by a substitute, undone.

const given = deciderSpec(tournamentDecider);
const fold = (events: readonly TournamentEvent[]) =>
  events.reduce(tournamentDecider.evolve, tournamentDecider.initialState());
const revisionOf = (events: readonly TournamentEvent[]) => events.length - 1;

const withdrawId = '00000000-0000-4000-8000-0000000d0001';
const substituteCommandId = '00000000-0000-4000-8000-0000000d0002';
const undoId = '00000000-0000-4000-8000-0000000d0003';

const withdraw = (playerId: string, mode: WithdrawalMode, basedOnRevision: number, actor = owner) =>
  command<WithdrawPlayer>(
    'WithdrawPlayer',
    { playerId, mode, basedOnRevision },
    { actor, at, commandId: withdrawId },
  );
const substitute = (
  playerId: string,
  name: string,
  fromSlot: number,
  basedOnRevision: number,
  ranked?: boolean,
  lateArrival?: boolean,
) =>
  command<SubstitutePlayer>(
    'SubstitutePlayer',
    {
      playerId,
      name,
      fromSlot,
      basedOnRevision,
      ...(ranked === undefined ? {} : { ranked }),
      ...(lateArrival === undefined ? {} : { lateArrival }),
    },
    { actor: owner, at, commandId: substituteCommandId },
  );
/** The real entrant `name` arrives late and takes the stand-in's matches from `fromSlot` on. */
const arrives = (
  standIn: string,
  name: string,
  fromSlot: number,
  basedOnRevision: number,
  ranked?: boolean,
) => substitute(standIn, name, fromSlot, basedOnRevision, ranked, true);
const undo = (changeId: string) =>
  command<UndoChange>('UndoChange', { changeId }, { actor: tablet, at, commandId: undoId });
const withdrawalId = deriveChangeId(withdrawId);
const substitutionId = deriveChangeId(substituteCommandId);
const substituteId = newSubstituteId(substituteCommandId);

const playerOf = (t: Created, index: number) => t.data.participants[index]!.id;
const matchesOfPlayer = (t: Created, playerId: string) =>
  t.data.matches
    .filter((m) => m.team1.includes(playerId) || m.team2.includes(playerId))
    .sort((a, b) => a.slot - b.slot || a.court - b.court);
const sideOf = (m: MatchData, playerId: string) => (m.team1.includes(playerId) ? 'team1' : 'team2');
const playersIn = (m: MatchData) => [...m.team1, ...m.team2];
const otherSide = (m: MatchData, playerId: string) => (sideOf(m, playerId) === 'team1' ? 'team2' : 'team1');

const fixedPairs = (): Created =>
  created(
    createTournament({ format: 'super8_fixed_pairs', players: entries(8).map((n, i) => `${n} / P${i}`) }),
  );
const americano = (): Created =>
  created(createTournament({ format: 'americano', players: entries(10), courts: 2 }));
const mexicano = (): Created =>
  created(createTournament({ format: 'mexicano', players: entries(8), courts: 2, rounds: 3 }));

describe('WithdrawPlayer', () => {
  it('Super 8, walkover: every unplayed match of the player goes to the other side 6-0, from the first unplayed slot', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const [first, ...rest] = matchesOfPlayer(t, leaver);
    const past = [t, scored(first!.id, 6, 3)];
    given(past)
      .when(withdraw(leaver, 'walkover', 1))
      .then([
        {
          type: 'PlayerWithdrawn',
          data: {
            changeId: withdrawalId,
            playerId: leaver,
            mode: 'walkover',
            leftAtSlot: rest[0]!.slot,
            walkovers: rest.map((m) => {
              const winner = otherSide(m, leaver);
              return {
                matchId: m.id,
                winner,
                team1Score: winner === 'team1' ? 6 : 0,
                team2Score: winner === 'team1' ? 0 : 6,
              };
            }),
            voided: [],
            by: owner.id!,
            at,
          },
        },
      ]);
  });

  it('void: the unplayed matches are listed as void, none walked over', () => {
    const t = super8();
    const leaver = playerOf(t, 3);
    const [event] = decided(withdraw(leaver, 'void', 0), [t]);
    expect(event).toMatchObject({
      data: {
        mode: 'void',
        walkovers: [],
        voided: matchesOfPlayer(t, leaver).map((m) => m.id),
        leftAtSlot: 1,
      },
    });
  });

  it('points mode: the walkover score is the whole total', () => {
    const t = created(createTournament({ scoring: { mode: 'points', total: 21 } }));
    const leaver = playerOf(t, 0);
    const [event] = decided(withdraw(leaver, 'walkover', 0), [t]);
    const [w] = (event as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.walkovers;
    expect(Math.max(w!.team1Score, w!.team2Score)).toBe(21);
    expect(Math.min(w!.team1Score, w!.team2Score)).toBe(0);
  });

  it('fixed pairs: the pair withdraws, the opponents take every unplayed match', () => {
    const t = fixedPairs();
    const pair = playerOf(t, 2);
    const [event] = decided(withdraw(pair, 'walkover', 0), [t]);
    expect((event as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.walkovers).toHaveLength(
      matchesOfPlayer(t, pair).length,
    );
  });

  it('Super 16 group player: only their group matches; refused once the Super Final was drawn', () => {
    const t = superGroups16();
    const leaver = t.data.groups![0]!.members[0]!;
    const [event] = decided(withdraw(leaver, 'void', 0), [t]);
    expect((event as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.voided).toEqual(
      matchesOfPlayer(t, leaver).map((m) => m.id),
    );
    const past = [...groupStageDrawn(), superFinal()];
    const finalist = superFinal().data.matches[0]!.team1[0]!;
    const outsider = superGroups16().data.participants.find(
      (p) => !superFinal().data.matches.some((m) => m.team1.includes(p.id) || m.team2.includes(p.id)),
    )!.id;
    given(past)
      .when(withdraw(outsider, 'void', revisionOf(past)))
      .thenThrows('tournament.groupResultsLocked');
    // A finalist leaves from the Super Final: its matches are later slots.
    const [final] = decided(withdraw(finalist, 'walkover', revisionOf(past)), past);
    expect(final).toMatchObject({ type: 'PlayerWithdrawn', data: { playerId: finalist } });
  });

  it('Americano (10 players, rests): the leaver’s unplayed matches, the partners not penalised', () => {
    const t = americano();
    const leaver = playerOf(t, 4);
    const mine = matchesOfPlayer(t, leaver);
    const past = [t, ...decided(withdraw(leaver, 'walkover', 0), [t])];
    const rows = standingsOf(fold(past));
    expect(Object.keys(fold(past).withdrawalWalkovers).sort()).toEqual(mine.map((m) => m.id).sort());
    const partners = new Set(mine.flatMap((m) => m[sideOf(m, leaver)].filter((id) => id !== leaver)));
    expect(rows.filter((r) => partners.has(r.playerId)).every((r) => r.losses === 0)).toBe(true);
    expect(rows.filter((r) => r.ranked)).toHaveLength(9);
  });

  it('Mexicano: the drawn round’s unplayed matches', () => {
    const t = mexicano();
    const leaver = playerOf(t, 5);
    const [event] = decided(withdraw(leaver, 'walkover', 0), [t]);
    expect((event as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.walkovers).toHaveLength(1);
  });

  it('refuses a redraw in a fixed format (change.redrawNotAvailable): only Americano and Mexicano redraw', () => {
    given([super8()])
      .when(withdraw(playerOf(super8(), 0), 'redraw', 0))
      .thenThrows('change.redrawNotAvailable');
  });

  it('refuses an unknown player, a stale revision, an ended tournament, no tournament', () => {
    const t = super8();
    given([t])
      .when(withdraw('00000000-0000-4000-8000-00000000dead', 'void', 0))
      .thenThrows('player.notFound');
    given([t])
      .when(withdraw(playerOf(t, 0), 'void', 3))
      .thenThrows('change.staleRevision', { revision: 0 });
    const ended: TournamentEvent = { type: 'TournamentEnded', data: { by: owner.id!, at } };
    given([t, ended])
      .when(withdraw(playerOf(t, 0), 'void', 1))
      .thenThrows('change.tournamentCompleted');
    given([])
      .when(withdraw(playerOf(t, 0), 'void', -1))
      .thenThrows('tournament.notFound');
  });

  it('refuses someone already withdrawn, and a player with nothing left to play', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const past = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    given(past)
      .when(withdraw(leaver, 'void', 1))
      .thenThrows('change.playerAlreadyLeft', { name: 'Ana' });
    const done = [t, ...matchesOfPlayer(t, leaver).map((m) => scored(m.id, 6, 1))];
    given(done)
      .when(withdraw(leaver, 'void', revisionOf(done)))
      .thenThrows('change.noMatchesLeft');
  });

  it('a withdrawal’s walkover takes no score; its matches are one version on; it is a change of its own', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const [match] = matchesOfPlayer(t, leaver);
    const past = [t, ...decided(withdraw(leaver, 'walkover', 0), [t])];
    given(past)
      .when(
        command<RecordScore>(
          'RecordScore',
          { matchId: match!.id, team1Score: 6, team2Score: 2 },
          { actor: owner, at },
        ),
      )
      .thenThrows('change.matchWalkedOver');
    const state = fold(past);
    expect(state.versions[match!.id]).toBe(1);
    expect(state.changes).toEqual([{ id: withdrawalId, kind: 'withdraw', undone: false }]);
    const back = fold([...past, ...decided(undo(withdrawalId), past)]);
    expect(back.versions[match!.id]).toBe(2);
    expect(back.changes).toEqual([{ id: withdrawalId, kind: 'withdraw', undone: true }]);
    given([...past, ...decided(undo(withdrawalId), past)])
      .when(undo(withdrawalId))
      .thenThrows('change.alreadyUndone');
  });

  it('a void match takes no score and no walkover', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const match = matchesOfPlayer(t, leaver)[0]!;
    const past = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    given(past)
      .when(
        command<RecordScore>(
          'RecordScore',
          { matchId: match.id, team1Score: 6, team2Score: 2 },
          { actor: owner, at },
        ),
      )
      .thenThrows('change.matchVoid');
    given(past)
      .when(
        command<RecordWalkover>(
          'RecordWalkover',
          { matchId: match.id, winner: 'team1', basedOnRevision: 1 },
          { actor: owner, at },
        ),
      )
      .thenThrows('change.matchHasResult');
  });
});

describe('Ranking after a withdrawal', () => {
  it('Super 8 walkover: the leaver is unranked below, marked from their slot; the partner is not penalised, the opponents win', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const past = [t, ...decided(withdraw(leaver, 'walkover', 0), [t])];
    const state = fold(past);
    const rows = standingsOf(state);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      playerId: leaver,
      ranked: false,
      leftAtSlot: 1,
      position: 8,
      wins: 0,
      losses: 0,
    });
    expect(rows.slice(0, 7).every((r) => r.ranked)).toBe(true);
    const match = matchesOfPlayer(t, leaver)[0]!;
    const partner = match[sideOf(match, leaver)].find((id) => id !== leaver)!;
    const opponent = match[otherSide(match, leaver)][0]!;
    const row = (id: string) => rows.find((r) => r.playerId === id)!;
    expect(row(partner).losses).toBe(0);
    const facing = matchesOfPlayer(t, leaver).filter((m) => m[otherSide(m, leaver)].includes(opponent));
    expect(row(opponent).wins).toBe(facing.length);
  });

  it('a partner’s walkover round is a rest: once the round is complete, their own average is credited', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const byRound = (round: number) => t.data.matches.filter((m) => m.round === round);
    const leaverRounds = new Set(matchesOfPlayer(t, leaver).map((m) => m.round));
    // Round 1 played 6-2 everywhere, then the leaver withdraws; the rest of round 2 is played.
    const round1 = byRound(1).map((m) => scored(m.id, 6, 2));
    const played = [t, ...round1];
    const withdrawn = decided(withdraw(leaver, 'walkover', revisionOf(played)), played);
    const round2 = byRound(2)
      .filter((m) => !m.team1.includes(leaver) && !m.team2.includes(leaver))
      .map((m) => scored(m.id, 6, 2));
    expect(leaverRounds.has(2)).toBe(true);
    const state = fold([...played, ...withdrawn, ...round2]);
    const match = byRound(2).find((m) => m.team1.includes(leaver) || m.team2.includes(leaver))!;
    const partner = match[sideOf(match, leaver)].find((id) => id !== leaver)!;
    const row = standingsOf(state).find((r) => r.playerId === partner)!;
    const r1 = byRound(1).find((m) => m.team1.includes(partner) || m.team2.includes(partner))!;
    const won = r1.team1.includes(partner);
    // Round 1 counted, no loss from the walkovers, and the walkover round credited as a rest taken:
    // the partner's own average (3 a win, 1 a loss) once.
    expect(row.losses).toBe(won ? 0 : 1);
    const base = 3 * row.wins + row.losses;
    expect(row.points).toBe(base + Math.round(base / (row.wins + row.losses)));
  });

  it('void matches count for nobody: the opponents are credited their own average as for a rest', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const state = fold([t, ...decided(withdraw(leaver, 'void', 0), [t])]);
    const rows = standingsOf(state);
    expect(rows.every((r) => r.wins + r.losses + r.draws === 0)).toBe(true);
    expect(rows.filter((r) => r.ranked)).toHaveLength(7);
  });
});

describe('SubstitutePlayer', () => {
  it('Super 8: a new participant takes every match from the slot on, left out of the places by default', () => {
    const t = super8();
    const leaver = playerOf(t, 1);
    const [first, ...rest] = matchesOfPlayer(t, leaver);
    const past = [t, scored(first!.id, 6, 4)];
    given(past)
      .when(substitute(leaver, ' Zeca ', rest[0]!.slot, 1))
      .then([
        {
          type: 'PlayerSubstituted',
          data: {
            changeId: substitutionId,
            playerId: leaver,
            substituteId,
            name: 'Zeca',
            previousName: 'Bia',
            fromSlot: rest[0]!.slot,
            ranked: false,
            lateArrival: false,
            matchIds: rest.map((m) => m.id),
            by: owner.id!,
            at,
          },
        },
      ]);
    const state = fold([...past, ...decided(substitute(leaver, 'Zeca', rest[0]!.slot, 1), past)]);
    expect(
      rest.every((m) =>
        [...state.matches[m.id]!.team1, ...state.matches[m.id]!.team2].includes(substituteId),
      ),
    ).toBe(true);
    const rows = standingsOf(state);
    expect(rows.find((r) => r.playerId === substituteId)).toMatchObject({
      ranked: false,
      substituteFor: leaver,
    });
    expect(rows.find((r) => r.playerId === leaver)).toMatchObject({
      ranked: false,
      leftAtSlot: rest[0]!.slot,
      wins: 1,
    });
  });

  it('a ranked substitute takes a place, their missing earlier matches credited by the fair rule', () => {
    const t = americano();
    const leaver = playerOf(t, 0);
    const [first, ...rest] = matchesOfPlayer(t, leaver);
    const roundOne = t.data.matches.filter((m) => m.round === first!.round).map((m) => scored(m.id, 6, 2));
    const past = [t, ...roundOne];
    const state = fold([
      ...past,
      ...decided(substitute(leaver, 'Zeca', rest[0]!.slot, revisionOf(past), true), past),
    ]);
    const rows = standingsOf(state);
    expect(rows.find((r) => r.playerId === substituteId)).toMatchObject({ ranked: true, wins: 0, points: 0 });
    expect(rows.filter((r) => r.ranked)).toHaveLength(10);
  });

  it('fixed pairs: the pair keeps its seat and results, renamed', () => {
    const t = fixedPairs();
    const pair = playerOf(t, 0);
    const matches = matchesOfPlayer(t, pair);
    const [event] = decided(substitute(pair, 'Ana / Carla', 1, 0), [t]);
    expect(event).toMatchObject({
      data: {
        substituteId: null,
        name: 'Ana / Carla',
        previousName: 'Ana / P0',
        ranked: true,
        matchIds: matches.map((m) => m.id),
      },
    });
    const state = fold([t, event!]);
    expect(state.names[pair]).toBe('Ana / Carla');
    expect(standingsOf(state).every((r) => r.ranked)).toBe(true);
  });

  it('Mexicano and Super 16 groups take a substitute too', () => {
    const m = mexicano();
    expect(decided(substitute(playerOf(m, 2), 'Zeca', 1, 0), [m])[0]).toMatchObject({
      type: 'PlayerSubstituted',
    });
    const g = superGroups16();
    const member = g.data.groups![1]!.members[2]!;
    expect(decided(substitute(member, 'Zeca', 1, 0), [g])[0]).toMatchObject({ data: { substituteId } });
  });

  it('refuses a name already in the tournament, a slot already played, a blank or long name', () => {
    const t = super8();
    const leaver = playerOf(t, 1);
    const [first] = matchesOfPlayer(t, leaver);
    given([t])
      .when(substitute(leaver, ' ana', 1, 0))
      .thenThrows('tournament.duplicateName', { name: 'Ana' });
    const past = [t, scored(first!.id, 6, 4)];
    given(past)
      .when(substitute(leaver, 'Zeca', first!.slot, 1))
      .thenThrows('change.slotPlayed', { slot: first!.slot });
    given([t])
      .when(substitute(leaver, '  ', 1, 0))
      .thenThrows('player.nameRequired');
    given([t])
      .when(substitute(leaver, 'x'.repeat(61), 1, 0))
      .thenThrows('player.nameTooLong', { max: 60 });
    expect(decided(substitute(leaver, 'x'.repeat(60), 1, 0), [t])[0]).toMatchObject({
      type: 'PlayerSubstituted',
    });
    given([t])
      .when(substitute(leaver, 'Zeca', 99, 0))
      .thenThrows('change.noMatchesLeft');
  });

  it('refuses a player who already left', () => {
    const t = super8();
    const leaver = playerOf(t, 1);
    const past = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    given(past)
      .when(substitute(leaver, 'Zeca', 1, 1))
      .thenThrows('change.playerAlreadyLeft', { name: 'Bia' });
  });
});

describe('SubstitutePlayer, late arrival (a stand-in played the first matches)', () => {
  /** A Super 8 with "Reserva 1" in Ana's seat, every match of its first `slots` slots played 6-2. */
  const standInPlayed = (slots: number) => {
    const t = created(createTournament({ players: ['Reserva 1', ...entries(8).slice(1)] }));
    const played = t.data.matches.filter((m) => m.slot <= slots).map((m) => scored(m.id, 6, 2));
    return { t, standIn: playerOf(t, 0), past: [t, ...played] };
  };

  it('Super 8: the arriving player takes the stand-in’s matches from the slot on and is ranked; the stand-in keeps the results, left out as a stand-in', () => {
    const { t, standIn, past } = standInPlayed(3);
    const moved = matchesOfPlayer(t, standIn).filter((m) => m.slot >= 4);
    given(past)
      .when(arrives(standIn, ' Ana ', 4, revisionOf(past)))
      .then([
        {
          type: 'PlayerSubstituted',
          data: {
            changeId: substitutionId,
            playerId: standIn,
            substituteId,
            name: 'Ana',
            previousName: 'Reserva 1',
            fromSlot: 4,
            ranked: true,
            lateArrival: true,
            matchIds: moved.map((m) => m.id),
            by: owner.id!,
            at,
          },
        },
      ]);
    const state = fold([...past, ...decided(arrives(standIn, 'Ana', 4, revisionOf(past)), past)]);
    const rows = standingsOf(state);
    const standInPlayedMatches = matchesOfPlayer(t, standIn).filter((m) => m.slot <= 3).length;
    expect(rows.find((r) => r.playerId === standIn)).toMatchObject({
      ranked: false,
      standIn: true,
      leftAtSlot: 4,
      substituteFor: null,
    });
    expect(
      rows.find((r) => r.playerId === standIn)!.wins + rows.find((r) => r.playerId === standIn)!.losses,
    ).toBe(standInPlayedMatches);
    expect(rows.find((r) => r.playerId === substituteId)).toMatchObject({
      ranked: true,
      standIn: false,
      // The real entrant, not a substitute: only the stand-in carries a mark.
      substituteFor: null,
      wins: 0,
      losses: 0,
    });
    expect(rows.filter((r) => r.ranked)).toHaveLength(8);
    expect(rows.filter((r) => r.standIn)).toHaveLength(1);
  });

  it('the arriving player’s missing early matches are credited by the fair rule once they play', () => {
    const { t, standIn, past } = standInPlayed(3);
    const arrived = [...past, ...decided(arrives(standIn, 'Ana', 4, revisionOf(past)), past)];
    const first = matchesOfPlayer(t, standIn).find((m) => m.slot >= 4)!;
    const rows = standingsOf(
      fold([...arrived, scored(first.id, sideOf(first, standIn) === 'team1' ? 6 : 1, 3)]),
    );
    const ana = rows.find((r) => r.playerId === substituteId)!;
    // One win (3 points) in one match: the matches Ana missed are credited her own average, 3 each.
    const others = rows.filter((r) => r.ranked && r.playerId !== substituteId);
    const most = Math.max(...others.map((r) => r.wins + r.losses + r.draws));
    expect(ana).toMatchObject({ wins: 1, losses: 0 });
    expect(ana.points).toBe(3 * (most - 1) + 3);
  });

  it('ranked: false leaves the arriving player out of the places too (the organiser’s choice wins)', () => {
    const { standIn, past } = standInPlayed(3);
    const [event] = decided(arrives(standIn, 'Ana', 4, revisionOf(past), false), past);
    expect(event).toMatchObject({ data: { ranked: false, lateArrival: true } });
  });

  it('fixed pairs: the pair keeps its seat and results, renamed; nobody is marked a stand-in', () => {
    const t = fixedPairs();
    const pair = playerOf(t, 0);
    const [first, ...rest] = matchesOfPlayer(t, pair);
    const past = [t, scored(first!.id, 6, 4)];
    const [event] = decided(arrives(pair, 'Ana / Carla', rest[0]!.slot, 1), past);
    expect(event).toMatchObject({
      data: {
        substituteId: null,
        name: 'Ana / Carla',
        previousName: 'Ana / P0',
        ranked: true,
        lateArrival: true,
        matchIds: rest.map((m) => m.id),
      },
    });
    const state = fold([...past, event!]);
    expect(state.names[pair]).toBe('Ana / Carla');
    const rows = standingsOf(state);
    expect(rows.every((r) => r.ranked && !r.standIn)).toBe(true);
    const row = rows.find((r) => r.playerId === pair)!;
    expect(row.wins + row.losses).toBe(1);
    expect(row.leftAtSlot).toBeNull();
  });

  it('Super 16: the arriving player takes the stand-in’s seat in their group, ranked', () => {
    const g = superGroups16();
    const standIn = g.data.groups![1]!.members[2]!;
    const [first, ...rest] = matchesOfPlayer(g, standIn);
    const past = [g, scored(first!.id, 6, 3)];
    const state = fold([...past, ...decided(arrives(standIn, 'Zuleica', rest[0]!.slot, 1), past)]);
    expect(rest.every((m) => playersIn(state.matches[m.id]!).includes(substituteId))).toBe(true);
    expect(state.substitutes[substituteId]).toEqual({ replaces: standIn, ranked: true, lateArrival: true });
    expect(standingsOf(state).find((r) => r.playerId === standIn)).toMatchObject({
      standIn: true,
      ranked: false,
    });
  });

  it('refuses a name taken, a slot already played, a stand-in who already left', () => {
    const { t, standIn, past } = standInPlayed(3);
    given(past)
      .when(arrives(standIn, 'bia', 4, revisionOf(past)))
      .thenThrows('tournament.duplicateName', { name: 'Bia' });
    const played = matchesOfPlayer(t, standIn).find((m) => m.slot <= 3)!;
    given(past)
      .when(arrives(standIn, 'Ana', played.slot, revisionOf(past)))
      .thenThrows('change.slotPlayed', { slot: played.slot });
    const gone = [...past, ...decided(withdraw(standIn, 'void', revisionOf(past)), past)];
    given(gone)
      .when(arrives(standIn, 'Ana', 4, revisionOf(gone)))
      .thenThrows('change.playerAlreadyLeft', { name: 'Reserva 1' });
  });

  it('undone: the stand-in has their seat back and is no stand-in any more, the arriving player gone', () => {
    const { standIn, past } = standInPlayed(3);
    const arrived = [...past, ...decided(arrives(standIn, 'Ana', 4, revisionOf(past)), past)];
    expect(fold(arrived).changes.at(-1)).toEqual({ id: substitutionId, kind: 'substitute', undone: false });
    const back = fold([...arrived, ...decided(undo(substitutionId), arrived)]);
    expect(back.matches).toEqual(fold(past).matches);
    expect(back.substitutes).toEqual({});
    expect(standingsOf(back)).toEqual(standingsOf(fold(past)));
  });
});

describe('Undoing a leaving', () => {
  it('a withdrawal: its walkovers are cleared, the player is back and ranked, the ranking as before', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const withdrawn = [t, ...decided(withdraw(leaver, 'walkover', 0), [t])];
    const matchIds = matchesOfPlayer(t, leaver).map((m) => m.id);
    given(withdrawn)
      .when(undo(withdrawalId))
      .then([
        {
          type: 'LeavingUndone',
          data: {
            changeId: withdrawalId,
            kind: 'withdraw',
            playerId: leaver,
            substituteId: null,
            previousName: null,
            matchIds,
            by: tablet.id!,
            at,
          },
        },
      ]);
    const back = fold([...withdrawn, ...decided(undo(withdrawalId), withdrawn)]);
    expect(standingsOf(back)).toEqual(standingsOf(fold([t])));
    expect(back.scores).toEqual({});
    expect(back.walkovers).toEqual({});
  });

  it('a void withdrawal: its matches are unplayed again', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const withdrawn = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    const back = fold([...withdrawn, ...decided(undo(withdrawalId), withdrawn)]);
    expect(back.voids).toEqual({});
    expect(back.leavers).toEqual({});
  });

  it('a substitution while none of its matches has a result: matches back to the player, the substitute gone', () => {
    const t = super8();
    const leaver = playerOf(t, 1);
    const subbed = [t, ...decided(substitute(leaver, 'Zeca', 1, 0), [t])];
    expect(fold(subbed).changes).toEqual([{ id: substitutionId, kind: 'substitute', undone: false }]);
    const [event] = decided(undo(substitutionId), subbed);
    expect(event).toMatchObject({ data: { kind: 'substitute', substituteId, previousName: null } });
    const back = fold([...subbed, event!]);
    expect(back.matches).toEqual(fold([t]).matches);
    expect(back.names[substituteId]).toBeUndefined();
    expect(standingsOf(back)).toEqual(standingsOf(fold([t])));
  });

  it('a pair renamed gets its name back', () => {
    const t = fixedPairs();
    const pair = playerOf(t, 0);
    const subbed = [t, ...decided(substitute(pair, 'Ana / Carla', 1, 0), [t])];
    const [event] = decided(undo(substitutionId), subbed);
    expect(event).toMatchObject({ data: { previousName: 'Ana / P0', substituteId: null } });
    expect(fold([...subbed, event!]).names[pair]).toBe('Ana / P0');
  });

  it('refuses a substitution once the substitute has a result (change.substituteHasPlayed)', () => {
    const t = super8();
    const leaver = playerOf(t, 1);
    const subbed = [t, ...decided(substitute(leaver, 'Zeca', 1, 0), [t])];
    const played = [...subbed, scored(matchesOfPlayer(t, leaver)[0]!.id, 6, 1)];
    // A score is not a change: the substitution stays the newest change, and is refused.
    given(played).when(undo(substitutionId)).thenThrows('change.substituteHasPlayed');
  });

  it('Mexicano: a withdrawal is undone while no later round was drawn', () => {
    const t = mexicano();
    const leaver = playerOf(t, 0);
    const withdrawn = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    expect(decided(undo(withdrawalId), withdrawn)[0]).toMatchObject({ type: 'LeavingUndone' });
  });

  it('Mexicano: a withdrawal is not undone once a later round was drawn from it', () => {
    const t = mexicano();
    const leaver = playerOf(t, 0);
    const others = t.data.matches.filter((m) => !m.team1.includes(leaver) && !m.team2.includes(leaver));
    const played = [t, ...others.map((m) => scored(m.id, 6, 2))];
    const withdrawn = [...played, ...decided(withdraw(leaver, 'walkover', revisionOf(played)), played)];
    const drawn = decided(command('DrawMexicanoRound', {}, { actor: owner, at }), withdrawn);
    given([...withdrawn, ...drawn])
      .when(undo(withdrawalId))
      .thenThrows('tournament.mexicanoRoundStarted', { round: 2 });
  });
});

describe('Mexicano rounds after someone left', () => {
  const drawnRound = (events: readonly TournamentEvent[]) =>
    events.find(
      (e): e is Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }> => e.type === 'MexicanoRoundDrawn',
    );
  const playersOfRound = (round: Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }>) =>
    new Set(round.data.matches.flatMap((m) => [...m.team1, ...m.team2]));

  it('a round whose last match is void is complete: the next round is drawn, without the player who left', () => {
    const t = mexicano();
    const leaver = playerOf(t, 0);
    const others = t.data.matches.filter((m) => !m.team1.includes(leaver) && !m.team2.includes(leaver));
    const played = [t, ...others.map((m) => scored(m.id, 6, 2))];
    const withdrawn = [...played, ...decided(withdraw(leaver, 'void', revisionOf(played)), played)];
    const round2 = drawnRound(decided(command('DrawMexicanoRound', {}, { actor: owner, at }), withdrawn))!;
    expect(round2.data.round).toBe(2);
    expect(playersOfRound(round2).has(leaver)).toBe(false);
    // Seven players on two courts: one court of four plays, three sit out.
    expect(playersOfRound(round2).size).toBe(4);
  });

  it('a correction may not redraw a next round that a withdrawal voided or a substitute plays in', () => {
    const t = mexicano();
    const round1 = t.data.matches;
    const past = [t, ...round1.map((m) => scored(m.id, 6, 2))];
    const round2 = drawnRound(decided(command('DrawMexicanoRound', {}, { actor: owner, at }), past))!;
    const drawn = [...past, round2];
    const correction = command<RecordScore>(
      'RecordScore',
      { matchId: round1[0]!.id, team1Score: 2, team2Score: 6 },
      { actor: owner, at },
    );
    // Untouched, the next round is drawn again from the corrected result.
    expect(drawnRound(decided(correction, drawn))!.data.replaces).toHaveLength(round2.data.matches.length);
    const inRound2 = [...round2.data.matches[0]!.team1][0]!;
    for (const change of [
      withdraw(inRound2, 'void', revisionOf(drawn)),
      substitute(inRound2, 'Zuca', round2.data.matches[0]!.slot, revisionOf(drawn)),
    ]) {
      const changed = [...drawn, ...decided(change, drawn)];
      given(changed).when(correction).thenThrows('tournament.mexicanoRoundStarted', { round: 2 });
    }
  });

  it('a substitute is drawn in the rounds after they came in, the player they replaced is not', () => {
    const t = mexicano();
    const leaver = playerOf(t, 0);
    const [first] = matchesOfPlayer(t, leaver);
    const past = [t, ...t.data.matches.filter((m) => m.id !== first!.id).map((m) => scored(m.id, 6, 2))];
    const replaced = [...past, ...decided(substitute(leaver, 'Zuca', first!.slot, revisionOf(past)), past)];
    const events = decided(
      command('RecordScore', { matchId: first!.id, team1Score: 6, team2Score: 4 }, { actor: owner, at }),
      replaced,
    );
    const round2 = drawnRound(events)!;
    expect(playersOfRound(round2).has(substituteId)).toBe(true);
    expect(playersOfRound(round2).has(leaver)).toBe(false);
  });
});

describe('Preview of a leaving', () => {
  it('lists the matches it changes (void marked) and the ranking with the leaver below', () => {
    const t = super8();
    const leaver = playerOf(t, 0);
    const before = fold([t]);
    const after = decided(withdraw(leaver, 'void', 0), [t]).reduce(tournamentDecider.evolve, before);
    const preview = previewOf(before, after);
    expect(preview.matches.map((m) => m.id).sort()).toEqual(
      matchesOfPlayer(t, leaver)
        .map((m) => m.id)
        .sort(),
    );
    expect(preview.matches.every((m) => m.void && !m.completed)).toBe(true);
    expect(preview.ranking.at(-1)).toMatchObject({ playerId: leaver, ranked: false });
  });
});

describe('Super 16 with a void withdrawal', () => {
  it('draws the Super Final once every other group match is played: void matches wait for nothing', () => {
    const t = superGroups16();
    const leaver = t.data.groups![0]!.members[0]!;
    const withdrawn = [t, ...decided(withdraw(leaver, 'void', 0), [t])];
    const voided = new Set(matchesOfPlayer(t, leaver).map((m) => m.id));
    const played = [
      ...withdrawn,
      ...t.data.matches.filter((m) => !voided.has(m.id)).map((m, i) => scored(m.id, 6, i % 5)),
    ];
    const state = fold(played);
    expect(Object.keys(state.voids)).toHaveLength(voided.size);
    const drawn = decided(command('GenerateSuperFinal', {}, { actor: owner, at }), played);
    expect(drawn[0]?.type ?? 'refused').toBe('SuperFinalGenerated');
  });
});
