import { describe, expect, it } from 'vitest';
import { rankParticipants } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import type { AddLatePlayer } from './arrivals';
import { previewOf, type UndoChange } from './changes';
import { type TournamentState, tournamentDecider } from './tournamentDecider';
import {
  deriveChangeId,
  type MatchData,
  newParticipantId,
  type TournamentEvent,
  tournamentEventSchemas,
} from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createTournament,
  owner,
  scored,
  super8,
  tablet,
} from './tournamentsTestKit';

// A late arrival (issue 28) in an Americano (unplayed rounds drawn again for N + 1) and a Mexicano
// (the next rounds drawn with them), its undo and its refusals.

const given = deciderSpec(tournamentDecider);
const fold = (events: readonly TournamentEvent[]) =>
  events.reduce(tournamentDecider.evolve, tournamentDecider.initialState());
const decide = (cmd: Parameters<typeof tournamentDecider.decide>[0], events: readonly TournamentEvent[]) =>
  tournamentDecider.decide(cmd, fold(events));

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);
const arrivalCommandId = (n = 1) => `00000000-0000-4000-8000-0000000d0${String(n).padStart(3, '0')}`;
const arrive = (name: string, basedOnRevision: number, n = 1, actor = owner) =>
  command<AddLatePlayer>(
    'AddLatePlayer',
    { name, basedOnRevision },
    { actor, at, commandId: arrivalCommandId(n) },
  );
const undo = (n = 1) =>
  command<UndoChange>(
    'UndoChange',
    { changeId: deriveChangeId(arrivalCommandId(n)) },
    { actor: tablet, at, commandId: '00000000-0000-4000-8000-0000000d0f01' },
  );
type Added = Extract<TournamentEvent, { type: 'PlayerAdded' }>;

/** An Americano of 10 on 2 courts: 10 rounds of 2 matches, two players resting each round. */
const americano10 = (): Created =>
  created(createTournament({ name: 'Americano', format: 'americano', players: names(10), courts: 2 }));
/** A Mexicano of 5 on 1 court, 3 rounds planned. */
const mexicano5 = (): Created =>
  created(
    createTournament({ name: 'Mexicano', format: 'mexicano', players: names(5), courts: 1, rounds: 3 }),
  );

const roundOf = (matches: readonly MatchData[], round: number) => matches.filter((m) => m.round === round);
const playersOf = (m: Pick<MatchData, 'team1' | 'team2'>) => [...m.team1, ...m.team2];
const scoreAll = (matches: readonly MatchData[]) => matches.map((m) => scored(m.id, 6, 2));
const matchesAfter = (events: readonly TournamentEvent[]) => Object.values(fold(events).matches);
const lateId = (n = 1) => newParticipantId(arrivalCommandId(n), 0);

describe('AddLatePlayer in an Americano', () => {
  it('with no result yet, draws every round again for the 11 players present, as many rounds as planned', () => {
    const t = americano10();
    const [added] = decide(arrive('  Zé  ', 0), [t]) as [Added];
    expect(added).toMatchObject({
      type: 'PlayerAdded',
      data: {
        changeId: deriveChangeId(arrivalCommandId()),
        participant: { id: lateId(), name: 'Zé', groupId: null },
        fromRound: 1,
        redrawn: true,
        by: owner.id,
        at,
      },
    });
    expect(added.data.removed).toEqual(t.data.matches.map((m) => m.id));
    const rounds = new Set(added.data.matches.map((m) => m.round));
    expect([...rounds].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // 11 players on 2 courts: 2 matches a round, three resting; the late player plays.
    for (const round of rounds) expect(roundOf(added.data.matches, round)).toHaveLength(2);
    expect(added.data.matches.some((m) => playersOf(m).includes(lateId()))).toBe(true);
    expect(new Set(added.data.matches.map((m) => m.id)).size).toBe(added.data.matches.length);
    expect(added.data.matches.every((m) => !t.data.matches.some((old) => old.id === m.id))).toBe(true);
    // The event is valid data as stored.
    expect(tournamentEventSchemas.PlayerAdded.schema.parse(added.data)).toEqual(added.data);
  });

  it('keeps the rounds with results and redraws from the one after the last of them', () => {
    const t = americano10();
    const [round1, round2] = [roundOf(t.data.matches, 1), roundOf(t.data.matches, 2)];
    // Round 1 played, round 2 half played: the late player joins from round 3.
    const past = [t, ...scoreAll(round1), ...scoreAll([round2[0]!])];
    const [added] = decide(arrive('Zé', 3), past) as [Added];
    expect(added.data.fromRound).toBe(3);
    const kept = t.data.matches.filter((m) => m.round <= 2);
    expect(added.data.removed).toEqual(t.data.matches.filter((m) => m.round > 2).map((m) => m.id));
    expect(Math.min(...added.data.matches.map((m) => m.round))).toBe(3);
    expect(Math.max(...added.data.matches.map((m) => m.round))).toBe(10);
    // Slots go on after round 2's last one; keys name round, slot and court.
    const lastKeptSlot = Math.max(...kept.map((m) => m.slot));
    expect(Math.min(...added.data.matches.map((m) => m.slot))).toBe(lastKeptSlot + 1);
    for (const m of added.data.matches) expect(m.key).toBe(`r${m.round}-s${m.slot}-c${m.court}`);
    const state = fold([...past, added]);
    expect(Object.keys(state.matches)).toHaveLength(kept.length + added.data.matches.length);
    expect(state.created!.participants.map((p) => p.name)).toEqual([...names(10), 'Zé']);
    expect(state.names[lateId()]).toBe('Zé');
    expect(state.redrawnFromRound).toBe(3);
    expect(state.changes).toEqual([
      { id: deriveChangeId(arrivalCommandId()), kind: 'addPlayer', undone: false },
    ]);
  });

  it('counts the late player’s earlier rounds as rests under the fair rule once all is played', () => {
    const t = americano10();
    const past = [t, ...scoreAll(roundOf(t.data.matches, 1)), ...scoreAll(roundOf(t.data.matches, 2))];
    const [added] = decide(arrive('Zé', 4), past) as [Added];
    const all = [...past, added, ...scoreAll(added.data.matches)];
    const state = fold(all);
    const outcomes = Object.values(state.matches).map((m) => ({
      round: m.round,
      team1: m.team1,
      team2: m.team2,
      score: state.scores[m.id] ?? null,
    }));
    const counts = new Map<string, number>();
    for (const m of outcomes) for (const id of playersOf(m)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const most = Math.max(...counts.values());
    const late = rankParticipants(state.created!.participants, outcomes).find(
      (r) => r.playerId === lateId(),
    )!;
    const played = late.wins + late.losses + late.draws;
    expect(played).toBe(counts.get(lateId()));
    expect(played).toBeLessThan(most);
    const raw = 3 * late.wins + late.losses;
    expect(late.points).toBe(raw + Math.round((raw * (most - played)) / played));
  });

  it('refuses when every round already has a result (change.noRoundLeft)', () => {
    const t = created(
      createTournament({ name: 'Americano', format: 'americano', players: names(5), courts: 1, rounds: 2 }),
    );
    const last = roundOf(t.data.matches, 2);
    given([t, ...scoreAll(last)])
      .when(arrive('Zé', last.length))
      .thenThrows('change.noRoundLeft');
  });

  it('refuses a 41st player (change.tooManyPlayers)', () => {
    const t = created(
      createTournament({ name: 'Americano', format: 'americano', players: names(40), courts: 10, rounds: 1 }),
    );
    given([t]).when(arrive('Zé', 0)).thenThrows('change.tooManyPlayers', { max: 40 });
  });
});

describe('AddLatePlayer refusals', () => {
  it('refuses a name already in the tournament, ignoring case and accents (tournament.duplicateName)', () => {
    given([americano10()])
      .when(arrive(' jogador 3 ', 0))
      .thenThrows('tournament.duplicateName', { name: 'Jogador 3' });
  });

  it('refuses a blank name and a name too long', () => {
    given([americano10()]).when(arrive('   ', 0)).thenThrows('player.nameRequired');
    given([americano10()])
      .when(arrive('x'.repeat(61), 0))
      .thenThrows('player.nameTooLong', { max: 60 });
  });

  it('points other formats to a substitute (change.addPlayerFormat)', () => {
    given([super8()]).when(arrive('Zé', 0)).thenThrows('change.addPlayerFormat');
  });

  it('refuses a stale revision, an ended tournament and a tournament that does not exist', () => {
    const t = americano10();
    const first = t.data.matches[0]!;
    given([t, scored(first.id, 6, 1)])
      .when(arrive('Zé', 0))
      .thenThrows('change.staleRevision', { revision: 1 });
    given([t, { type: 'TournamentEnded', data: { by: owner.id!, at } }])
      .when(arrive('Zé', 1))
      .thenThrows('change.tournamentCompleted');
    given([]).when(arrive('Zé', -1)).thenThrows('tournament.notFound');
  });
});

describe('AddLatePlayer in a Mexicano', () => {
  it('draws round 1 again with the sixth player while it has no result', () => {
    const t = mexicano5();
    const [added] = decide(arrive('Zé', 0), [t]) as [Added];
    expect(added.data).toMatchObject({
      fromRound: 1,
      redrawn: false,
      removed: t.data.matches.map((m) => m.id),
    });
    expect(added.data.matches).toHaveLength(1);
    expect(added.data.matches[0]).toMatchObject({ round: 1, slot: 1, court: 1 });
    const state = fold([t, added]);
    expect(state.redrawnFromRound).toBeNull();
    expect(Object.keys(state.matches)).toEqual([added.data.matches[0]!.id]);
  });

  it('draws the latest round again, from the standings, while it has no result', () => {
    const t = mexicano5();
    const [round1] = t.data.matches;
    const past = [
      t,
      ...decide(
        command('RecordScore', { matchId: round1!.id, team1Score: 6, team2Score: 2 }, { actor: owner, at }),
        [t],
      ),
    ];
    const round2 = roundOf(matchesAfter(past), 2);
    expect(round2).toHaveLength(1);
    const [added] = decide(arrive('Zé', 2), past) as [Added];
    expect(added.data).toMatchObject({ fromRound: 2, removed: round2.map((m) => m.id) });
    expect(added.data.matches).toEqual([expect.objectContaining({ round: 2, slot: 2 })]);
    // Six players, one court: the one who has rested most so far (the late player, with one rest) plays.
    expect(playersOf(added.data.matches[0]!)).toContain(lateId());
  });

  it('joins from the round after the latest once it has a result, drawn with them when it completes', () => {
    const t = created(
      createTournament({ name: 'Mexicano', format: 'mexicano', players: names(8), courts: 1, rounds: 3 }),
    );
    const [first, second] = t.data.matches;
    const past = [t, scored(first!.id, 6, 2)];
    const [added] = decide(arrive('Zé', 1), past) as [Added];
    expect(added.data).toMatchObject({ fromRound: 2, removed: [], matches: [] });
    const joined = [...past, added];
    const completing = decide(
      command('RecordScore', { matchId: second!.id, team1Score: 6, team2Score: 3 }, { actor: owner, at }),
      joined,
    );
    expect(completing.map((e) => e.type)).toEqual(['MatchScored', 'MexicanoRoundDrawn']);
    const drawn = (completing[1] as Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }>).data.matches;
    expect(drawn.flatMap(playersOf)).toContain(lateId());
    // Drawn with them since: the arrival can no longer be undone.
    given([...joined, ...completing])
      .when(undo())
      .thenThrows('change.redrawStarted', { round: 2 });
  });
});

describe('undoing a late arrival', () => {
  it('gives back the matches it replaced and takes the player out', () => {
    const t = americano10();
    const past = [t, ...scoreAll(roundOf(t.data.matches, 1))];
    const [added] = decide(arrive('Zé', 2), past) as [Added];
    const events = decide(undo(), [...past, added]);
    expect(events).toEqual([
      {
        type: 'PlayerAdditionUndone',
        data: {
          changeId: deriveChangeId(arrivalCommandId()),
          participantId: lateId(),
          removed: added.data.matches.map((m) => m.id),
          restored: t.data.matches.filter((m) => m.round > 1),
          redrawnFromRound: null,
          by: tablet.id,
          at,
        },
      },
    ]);
    const before: TournamentState = fold(past);
    const after = fold([...past, added, ...events]);
    expect(after.matches).toEqual(before.matches);
    expect(after.created).toEqual(before.created);
    expect(after.names).toEqual(before.names);
    expect(after.redrawnFromRound).toBeNull();
    expect(after.changes).toEqual([
      { id: deriveChangeId(arrivalCommandId()), kind: 'addPlayer', undone: true },
    ]);
    expect(previewOf(after, after).ranking).toEqual(previewOf(before, before).ranking);
  });

  it('gives back the earlier redraw’s round when two arrivals are undone newest first', () => {
    const t = americano10();
    const past = [t, ...scoreAll(roundOf(t.data.matches, 1))];
    const [first] = decide(arrive('Zé', 2), past) as [Added];
    const round2 = roundOf(first.data.matches, 2);
    const withScores = [...past, first, ...scoreAll(round2)];
    const [second] = decide(arrive('Lia', withScores.length - 1, 2), withScores) as [Added];
    expect(second.data.fromRound).toBe(3);
    expect(fold([...withScores, second]).redrawnFromRound).toBe(3);
    const [undone] = decide(undo(2), [...withScores, second]);
    expect(undone).toMatchObject({ data: { redrawnFromRound: 2 } });
    // The first one's round 2 has results now: it stays.
    given([...withScores, second, undone!])
      .when(undo(1))
      .thenThrows('change.redrawStarted', { round: 2 });
  });

  it('is refused once a redrawn match has a result (change.redrawStarted), and out of order', () => {
    const t = americano10();
    const [added] = decide(arrive('Zé', 0), [t]) as [Added];
    given([t, added, scored(added.data.matches[0]!.id, 6, 4)])
      .when(undo())
      .thenThrows('change.redrawStarted', { round: 1 });
    const walkedOver: TournamentEvent = {
      type: 'MatchWalkedOver',
      data: {
        changeId: deriveChangeId(arrivalCommandId(9)),
        matchId: added.data.matches[3]!.id,
        winner: 'team1',
        team1Score: 6,
        team2Score: 0,
        by: owner.id!,
        at,
      },
    };
    given([t, added, walkedOver]).when(undo()).thenThrows('change.undoOutOfOrder');
  });

  it('previews the arrival: the new matches, the ones taken away and the ranking with the late player', () => {
    const t = americano10();
    const before = fold([t]);
    const after = decide(arrive('Zé', 0), [t]).reduce(tournamentDecider.evolve, before);
    const preview = previewOf(before, after);
    expect(preview.matches).toHaveLength(20);
    expect(preview.removedMatchIds).toEqual(t.data.matches.map((m) => m.id));
    expect(preview.ranking.map((r) => r.playerId)).toContain(lateId());
  });
});
