import { describe, expect, it } from 'vitest';
import { command } from '../testing/deciderSpec';
import type { SubstitutePlayer, WithdrawalMode, WithdrawPlayer } from './leaving';
import { newSubstituteId, type TournamentEvent } from './tournamentEvents';
import {
  at,
  decided,
  generateSuperFinal,
  groupStagePlayed,
  membersOf,
  owner,
  placesOf,
  type SuperFinalGenerated,
} from './tournamentsTestKit';

// Super 16 / 32 (issue 28): the Super Final is seeded from the group tables as the ranking with
// leavers reads them: a substitute counts in the group of the player they replace, who left and
// takes no place; a withdrawn player takes no place either.

const substituteCommandId = '00000000-0000-4000-8000-0000000e0001';
const substituteId = newSubstituteId(substituteCommandId);

const substitute = (playerId: string, ranked: boolean) =>
  command<SubstitutePlayer>(
    'SubstitutePlayer',
    { playerId, name: 'Zeca', fromSlot: 1, basedOnRevision: 0, ranked },
    { actor: owner, at, commandId: substituteCommandId },
  );
const withdraw = (playerId: string, mode: WithdrawalMode) =>
  command<WithdrawPlayer>('WithdrawPlayer', { playerId, mode, basedOnRevision: 0 }, { actor: owner, at });

/** The played-out group stage (`groupStagePlayed`) with `change` decided before any result. */
function playedWith(change: SubstitutePlayer | WithdrawPlayer): TournamentEvent[] {
  const [tournament, ...scores] = groupStagePlayed();
  const [left] = decided(change, [tournament!]);
  const decidedMatches = new Set([
    ...((left as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.walkovers ?? []).map(
      (w) => w.matchId,
    ),
    ...((left as Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>).data.voided ?? []),
  ]);
  const rest = scores.filter(
    (e) => !decidedMatches.has((e as Extract<TournamentEvent, { type: 'MatchScored' }>).data.matchId),
  );
  return [tournament!, left!, ...rest];
}

const finalistsOf = (past: readonly TournamentEvent[]) => {
  const [event] = decided(generateSuperFinal(), past) as SuperFinalGenerated[];
  return event!.data.matches.map((m) => ({ team1: m.team1, team2: m.team2 }));
};

describe('GenerateSuperFinal after a group player left', () => {
  const [a1, a2, a3, a4] = placesOf('A');
  const [b1, b2, b3, b4] = placesOf('B');

  it('seeds a ranked substitute in the place their results earn in the replaced player’s group', () => {
    // The substitute plays every match of group A's leader, with the same results.
    expect(finalistsOf(playedWith(substitute(a1!, true)))).toEqual([
      { team1: [substituteId, b2], team2: [b1, a2] },
      { team1: [a3, b4], team2: [b3, a4] },
    ]);
  });

  it('seeds neither the replaced player nor a substitute left out of the places', () => {
    const finalists = finalistsOf(playedWith(substitute(a1!, false))).flatMap((m) => [
      ...m.team1,
      ...m.team2,
    ]);
    expect(finalists).not.toContain(a1);
    expect(finalists).not.toContain(substituteId);
    // The others of A move up a place: A's four are the next best.
    expect(finalists.filter((id) => membersOf('A').includes(id))).toHaveLength(4);
  });

  it.each(['walkover', 'void'] as const)('never seeds a player withdrawn with %s', (mode) => {
    // Group A's second: with their matches walked over or void, nobody is level for a place.
    const finalists = finalistsOf(playedWith(withdraw(a2!, mode))).flatMap((m) => [...m.team1, ...m.team2]);
    expect(finalists).not.toContain(a2);
    expect(finalists.filter((id) => membersOf('A').includes(id))).toHaveLength(4);
  });
});
