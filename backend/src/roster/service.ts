import {
  type Actor,
  DomainError,
  decideRoster,
  deriveId,
  type EraseRosterEntry,
  type EventStore,
  type ExpectedRevision,
  encodeFor,
  type MergeRosterEntries,
  type PublicPlayer,
  type RenameRosterEntry,
  ROSTER_SEARCH_LIMIT,
  type RosterCommand,
  type RosterEntryDetail,
  type RosterEntrySummary,
  type RosterPrivacy,
  type RosterPrivacyRequest,
  rosterStream,
  type SetRosterEntryPrivacy,
  WrongExpectedRevisionError,
} from '@rodada/events';
import {
  publicPlayer,
  type ReadModels,
  rosterEntryDetail,
  rosterState,
  searchRoster,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { signedIn } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { registerErrorStatuses } from '../http/errors';
import { newPublicToken } from '../tournaments/service';

registerErrorStatuses({
  'roster.nameTaken': 409,
  'roster.mergeIntoItself': 422,
  'roster.nameTooLong': 400,
  'roster.nameRequired': 400,
  'roster.erasePlaying': 409,
});

/** An organiser's entries are theirs; an administrator may look at anyone's but changes only their own. */
const maySee = (actor: Actor, organiserId: string) => actor.id === organiserId || actor.kind === 'admin';

/**
 * The roster slice's service: the organiser's players, searched, listed, renamed and merged. Its
 * entries come from the tournaments (the roster projector), so a command is decided on the roster
 * as the read model has it, settled to the roster stream's last event, and appended with that
 * stream's revision: two changes at once are decided one after the other.
 */
export class RosterService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
  ) {}

  /** The autocomplete (the first few, most played first) or the whole roster (`all`). */
  search(actor: Actor, query: string, all = false): Promise<RosterEntrySummary[]> {
    return searchRoster(this.db, signedIn(actor), query, all ? null : ROSTER_SEARCH_LIMIT);
  }

  async entry(actor: Actor, entryId: string): Promise<RosterEntryDetail> {
    signedIn(actor);
    const found = await rosterEntryDetail(this.db, entryId);
    if (!found || !maySee(actor, found.organiserId)) throw new DomainError('roster.notFound');
    return found.entry;
  }

  rename(context: CommandContext, entryId: string, name: string): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      await this.decide(commandOf<RenameRosterEntry>('RenameRosterEntry', { entryId, name }, context));
      return { id: entryId };
    });
  }

  merge(context: CommandContext, fromId: string, intoId: string): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      await this.decide(commandOf<MergeRosterEntries>('MergeRosterEntries', { fromId, intoId }, context));
      return { id: intoId };
    });
  }

  /** A player's opt-in public page, for anyone with its link. */
  async publicPage(publicToken: string): Promise<PublicPlayer> {
    const found = await publicPlayer(this.db, publicToken);
    if (!found) throw new DomainError('roster.notFound');
    return found;
  }

  /** What the player agreed to show: their public page (a new link each time it is turned on) and their name on circuits. */
  setPrivacy(context: CommandContext, entryId: string, choice: RosterPrivacyRequest): Promise<RosterPrivacy> {
    return idempotent(this.store, context, async () => {
      await this.decide(
        commandOf<SetRosterEntryPrivacy>(
          'SetRosterEntryPrivacy',
          { entryId, ...choice, newPublicToken: newPublicToken() },
          context,
        ),
      );
      const found = await rosterEntryDetail(this.db, entryId);
      if (!found) throw new DomainError('roster.notFound');
      return found.entry.privacy;
    });
  }

  /** LGPD: the player asked to be forgotten; their entry is anonymised everywhere. */
  erase(context: CommandContext, entryId: string): Promise<{ id: string }> {
    return idempotent(this.store, context, async () => {
      await this.decide(commandOf<EraseRosterEntry>('EraseRosterEntry', { entryId }, context));
      return { id: entryId };
    });
  }

  private async decide(command: RosterCommand, retries = 10): Promise<void> {
    const organiserId = signedIn(command.metadata.actor);
    await this.refuseAdministratorOnOthers(command);
    const streamId = rosterStream(organiserId);
    for (let attempt = 0; ; attempt++) {
      const past = await this.store.readStream(streamId);
      const last = past[past.length - 1];
      // The read model has seen every earlier roster change before this one is decided on it.
      if (last) await this.settle(last.position);
      const erasing = command.type === 'EraseRosterEntry' ? command.data.entryId : undefined;
      const newEvents = decideRoster(command, await rosterState(this.db, organiserId, erasing));
      if (newEvents.length === 0) return;
      const expected: ExpectedRevision = last ? last.revision : 'no_stream';
      try {
        const { position } = await this.store.append(
          streamId,
          newEvents.map((event, i) => ({
            id: deriveId(command.metadata.commandId, streamId, i),
            ...encodeFor(streamId, event),
            metadata: { ...command.metadata },
          })),
          expected,
        );
        await this.settle(position);
        return;
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < retries) continue;
        throw error;
      }
    }
  }

  /** An administrator sees another organiser's entries, so is told they may not change them (403), not 404. */
  private async refuseAdministratorOnOthers(command: RosterCommand): Promise<void> {
    const { actor } = command.metadata;
    if (actor.kind !== 'admin') return;
    const ids =
      command.type === 'MergeRosterEntries'
        ? [command.data.fromId, command.data.intoId]
        : [command.data.entryId];
    for (const id of ids) {
      const found = await rosterEntryDetail(this.db, id);
      if (found && found.organiserId !== actor.id) throw new DomainError('roster.forbidden');
    }
  }
}
