import {
  deriveId,
  ERASED_NAME,
  FORMAT_RULES,
  isRosterEvent,
  isTournamentEvent,
  isUserEvent,
  nameKey,
  type Recorded,
  ROSTER_STREAM_PREFIX,
  type RosterEvent,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  USER_STREAM_PREFIX,
} from '@rodada/events';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

type Trx = Transaction<ReadModels>;

/** The id of the entry a player's name makes when no entry has it yet: derived, so a rebuild makes the same. */
export const newRosterEntryId = (playerId: string) => deriveId(playerId, 'rosterEntry');

/**
 * The organisers' rosters, derived from their tournaments' names and their roster streams: every
 * player of an individual format (not fixed pairs, whose entrants are pairs) is linked to the entry
 * that has their name (case, accents and repeated spaces ignored), or to a new one. Tournaments
 * created before rosters existed are linked the same way when it projects them, so a rebuild
 * recomputes every roster and no stored event changes. An erased organiser's roster is removed.
 * Each organiser's links are versioned (`roster_versions`, one step per event that links, unlinks
 * or merges), so the levels computed from them can be kept until they change.
 */
export const rosterProjector: Projector<ReadModels> = {
  name: 'roster',
  tables: ['roster_entries', 'roster_names', 'roster_players', 'roster_versions'],
  async apply(trx, events) {
    // A tournament's organiser, for its later events (a late arrival, a substitute).
    const organisers = new Map<string, string | null>();
    const linksChanged = new LinkChanges();
    for (const e of events) {
      if (isUserEvent(e) && e.type === 'UserErased') {
        const organiserId = e.streamId.slice(USER_STREAM_PREFIX.length);
        await eraseRoster(trx, organiserId);
        linksChanged.forget(organiserId);
      } else if (isRosterEvent(e))
        await applyRosterEvent(trx, e.streamId.slice(ROSTER_STREAM_PREFIX.length), e, linksChanged);
      else if (isTournamentEvent(e)) await applyTournamentEvent(trx, organisers, e, linksChanged);
    }
    await linksChanged.write(trx);
  },
};

/** The batch's link changes by organiser, written once at its end (`roster_versions`). */
class LinkChanges {
  private readonly counts = new Map<string, number>();

  add(organiserId: string): void {
    this.counts.set(organiserId, (this.counts.get(organiserId) ?? 0) + 1);
  }

  /** An erased organiser's roster is gone, its version with it. */
  forget(organiserId: string): void {
    this.counts.delete(organiserId);
  }

  async write(trx: Trx): Promise<void> {
    for (const [organiserId, changes] of this.counts)
      await trx
        .insertInto('roster_versions')
        .values({ organiser_id: organiserId, version: changes })
        .onConflict((oc) =>
          oc
            .column('organiser_id')
            .doUpdateSet({ version: sql<number>`roster_versions.version + ${changes}` }),
        )
        .execute();
  }
}

async function applyTournamentEvent(
  trx: Trx,
  organisers: Map<string, string | null>,
  e: Recorded<TournamentEvent>,
  linksChanged: LinkChanges,
): Promise<void> {
  const tournamentId = e.streamId.slice(TOURNAMENT_STREAM_PREFIX.length);
  const organiser = async () => {
    if (!organisers.has(tournamentId)) {
      const row = await trx
        .selectFrom('roster_players')
        .select('organiser_id')
        .where('tournament_id', '=', tournamentId)
        .limit(1)
        .executeTakeFirst();
      organisers.set(tournamentId, row?.organiser_id ?? null);
    }
    return organisers.get(tournamentId) ?? null;
  };
  switch (e.type) {
    case 'TournamentCreated': {
      const { ownerId, format, participants } = e.data;
      if (FORMAT_RULES[format].entity !== 'player') return;
      organisers.set(tournamentId, ownerId);
      for (const p of participants) await link(trx, ownerId, tournamentId, p.id, p.name, p.rosterId);
      linksChanged.add(ownerId);
      return;
    }
    case 'PlayerAdded': {
      const ownerId = await organiser();
      if (!ownerId) return;
      await link(trx, ownerId, tournamentId, e.data.participant.id, e.data.participant.name);
      linksChanged.add(ownerId);
      return;
    }
    case 'PlayerSubstituted': {
      const ownerId = await organiser();
      if (!ownerId || !e.data.substituteId) return;
      await link(trx, ownerId, tournamentId, e.data.substituteId, e.data.name);
      linksChanged.add(ownerId);
      return;
    }
    case 'PlayerAdditionUndone': {
      const ownerId = await organiser();
      await unlink(trx, tournamentId, e.data.participantId);
      if (ownerId) linksChanged.add(ownerId);
      return;
    }
    case 'LeavingUndone': {
      if (!e.data.substituteId) return;
      const ownerId = await organiser();
      await unlink(trx, tournamentId, e.data.substituteId);
      if (ownerId) linksChanged.add(ownerId);
      return;
    }
    default:
      // Scores, renames within the tournament (the same person, spelled again), ends: the link stays.
      return;
  }
}

/**
 * Links a tournament's player to the organiser's entry they were picked from (`rosterId`), or else
 * to the entry with that name, made first when none has it. A picked entry merged away between the
 * pick and this event is gone: the player is then linked by name, as a typed one is.
 */
async function link(
  trx: Trx,
  organiserId: string,
  tournamentId: string,
  playerId: string,
  name: string,
  rosterId?: string,
) {
  const key = nameKey(name);
  if (key === '') return;
  const picked = rosterId
    ? await trx
        .selectFrom('roster_entries')
        .select('id as entry_id')
        .where('id', '=', rosterId)
        .where('organiser_id', '=', organiserId)
        .where('erased_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  const known =
    picked ??
    (await trx
      .selectFrom('roster_names')
      .select('entry_id')
      .where('organiser_id', '=', organiserId)
      .where('name_key', '=', key)
      .executeTakeFirst());
  let entryId = known?.entry_id;
  if (!entryId) {
    entryId = newRosterEntryId(playerId);
    await trx
      .insertInto('roster_entries')
      .values({
        id: entryId,
        organiser_id: organiserId,
        name: name.trim().replace(/\s+/gu, ' '),
        name_key: key,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('roster_names')
      .values({ organiser_id: organiserId, name_key: key, entry_id: entryId })
      .onConflict((oc) => oc.columns(['organiser_id', 'name_key']).doNothing())
      .execute();
  }
  await trx
    .insertInto('roster_players')
    .values({
      tournament_id: tournamentId,
      player_id: playerId,
      organiser_id: organiserId,
      entry_id: entryId,
    })
    .onConflict((oc) => oc.columns(['tournament_id', 'player_id']).doNothing())
    .execute();
}

async function unlink(trx: Trx, tournamentId: string, playerId: string) {
  await trx
    .deleteFrom('roster_players')
    .where('tournament_id', '=', tournamentId)
    .where('player_id', '=', playerId)
    .execute();
}

async function applyRosterEvent(
  trx: Trx,
  organiserId: string,
  e: RosterEvent,
  linksChanged: LinkChanges,
): Promise<void> {
  switch (e.type) {
    case 'RosterEntryRenamed': {
      const { entryId, name } = e.data;
      const key = nameKey(name);
      const updated = await trx
        .updateTable('roster_entries')
        .set({ name, name_key: key })
        .where('id', '=', entryId)
        .where('organiser_id', '=', organiserId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return;
      // The earlier names still find it; a name another entry took meanwhile stays theirs.
      await trx
        .insertInto('roster_names')
        .values({ organiser_id: organiserId, name_key: key, entry_id: entryId })
        .onConflict((oc) => oc.columns(['organiser_id', 'name_key']).doNothing())
        .execute();
      return;
    }
    case 'RosterEntriesMerged': {
      const { fromId, intoId } = e.data;
      const into = await trx
        .selectFrom('roster_entries')
        .select('id')
        .where('id', '=', intoId)
        .where('organiser_id', '=', organiserId)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      if (!into) return;
      for (const table of ['roster_names', 'roster_players'] as const)
        await trx
          .updateTable(table)
          .set({ entry_id: intoId })
          .where('entry_id', '=', fromId)
          .where('organiser_id', '=', organiserId)
          .execute();
      await trx
        .deleteFrom('roster_entries')
        .where('id', '=', fromId)
        .where('organiser_id', '=', organiserId)
        .execute();
      linksChanged.add(organiserId);
      return;
    }
    case 'RosterEntryPrivacySet': {
      const { entryId, publicToken, hiddenInCircuits } = e.data;
      await trx
        .updateTable('roster_entries')
        .set({ public_token: publicToken, hidden_in_circuits: hiddenInCircuits })
        .where('id', '=', entryId)
        .where('organiser_id', '=', organiserId)
        .where('erased_at', 'is', null)
        .execute();
      return;
    }
    case 'RosterEntryErased': {
      // The row stays, anonymised, so the tournaments it played keep their places (a circuit's
      // standings, the partners of others); no name finds it, so the name may start a new entry.
      const { entryId, at } = e.data;
      await trx
        .updateTable('roster_entries')
        .set({ name: ERASED_NAME, name_key: '', erased_at: new Date(at), public_token: null })
        .where('id', '=', entryId)
        .where('organiser_id', '=', organiserId)
        .execute();
      await trx
        .deleteFrom('roster_names')
        .where('entry_id', '=', entryId)
        .where('organiser_id', '=', organiserId)
        .execute();
      return;
    }
    default: {
      const unhandled: never = e;
      return unhandled;
    }
  }
}

/** LGPD: the organiser's roster goes with them (a rebuild reads their names as placeholders, then erases). */
async function eraseRoster(trx: Trx, organiserId: string): Promise<void> {
  for (const table of ['roster_players', 'roster_names', 'roster_entries', 'roster_versions'] as const)
    await trx.deleteFrom(table).where('organiser_id', '=', organiserId).execute();
}
