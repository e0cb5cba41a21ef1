import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  type AllPosition,
  type CreateSuperGroupsRequest,
  type CreateTournamentRequest,
  creditAccountDecider,
  creditAccountStream,
  type EventStore,
  normalizeGroupPlayers,
  type TournamentCommand,
  tournamentCost,
  tournamentDecider,
  tournamentStream,
} from '@rodada/events';
import { handleCommand } from '../commands/handleCommand';

/** 128 bits of randomness, URL-safe: a public link cannot be guessed. */
export const newPublicToken = () => randomBytes(16).toString('base64url');

/** A UUID derived from a name, so an id computed twice is the same id. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Charge {
  readonly ownerId: string;
  readonly tournamentId: string;
  readonly name: string;
  readonly cost: number;
  readonly now: Date;
}

/**
 * Charges the owner, then writes the tournament: first the credit account (expected revision, so
 * the balance never goes negative), then the tournament stream with `no_stream`. A crash between
 * the two leaves a charge the creation reactor refunds; a retry with the same id charges once.
 */
async function chargeThenCreate(
  store: EventStore,
  charge: Charge,
  create: TournamentCommand,
): Promise<{ tournamentId: string; position: AllPosition }> {
  await handleCommand(store, creditAccountStream(charge.ownerId), creditAccountDecider, {
    type: 'SpendCredits',
    amount: charge.cost,
    tournamentId: charge.tournamentId,
    tournamentName: charge.name.trim(),
    now: charge.now,
  });
  const created = await handleCommand(
    store,
    tournamentStream(charge.tournamentId),
    tournamentDecider,
    create,
  );
  const events = await store.readStream(tournamentStream(charge.tournamentId));
  return {
    tournamentId: charge.tournamentId,
    position: created.position ?? events[events.length - 1]!.position,
  };
}

export async function createTournament(
  store: EventStore,
  request: CreateTournamentRequest & { ownerId: string; tournamentId?: string; now?: Date },
): Promise<{ tournamentId: string; position: AllPosition }> {
  const tournamentId = request.tournamentId ?? randomUUID();
  const now = request.now ?? new Date();
  const participants = request.players.map((name) => ({ id: randomUUID(), name }));
  const playerCount =
    request.tournamentType === 'super8_fixed_pairs' ? participants.length * 2 : participants.length;
  const cost = tournamentCost(request.tournamentType, playerCount);
  return chargeThenCreate(
    store,
    { ownerId: request.ownerId, tournamentId, name: request.name, cost, now },
    {
      type: 'CreateTournament',
      tournamentId,
      ownerId: request.ownerId,
      name: request.name,
      format: request.tournamentType,
      courts: request.courts,
      participants,
      seed: randomInt(0, 2 ** 32),
      publicToken: newPublicToken(),
      cost,
      newMatchId: (key) => derivedUuid(tournamentId, key),
      now,
    },
  );
}

export async function createSuperGroups(
  store: EventStore,
  request: CreateSuperGroupsRequest & { ownerId: string; tournamentId?: string; now?: Date },
): Promise<{ tournamentId: string; position: AllPosition }> {
  const tournamentId = request.tournamentId ?? randomUUID();
  const now = request.now ?? new Date();
  const participants = normalizeGroupPlayers(request.players).map((p) => ({
    id: randomUUID(),
    name: p.name,
    ...(request.groupAssignmentMethod === 'manual' && p.groupId ? { groupId: p.groupId } : {}),
  }));
  const cost = tournamentCost('super_groups', participants.length);
  return chargeThenCreate(
    store,
    { ownerId: request.ownerId, tournamentId, name: request.name, cost, now },
    {
      type: 'CreateSuperGroups',
      tournamentId,
      ownerId: request.ownerId,
      name: request.name,
      participants,
      groupAssignmentMethod: request.groupAssignmentMethod,
      seed: randomInt(0, 2 ** 32),
      publicToken: newPublicToken(),
      cost,
      newMatchId: (key) => derivedUuid(tournamentId, key),
      now,
    },
  );
}
