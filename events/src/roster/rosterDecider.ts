import { PLAYER_NAME_MAX_LENGTH } from '../contracts/tournaments';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import { nameKey } from '../tournaments/playerNames';
import type { RosterEvent } from './rosterEvents';

/** One of the organiser's players: the name shown, and every name (as `nameKey`) that finds it. */
export interface RosterEntry {
  readonly id: string;
  readonly name: string;
  readonly names: readonly string[];
  /** The opt-in public page's link token; absent or null when it has none. */
  readonly publicToken?: string | null;
  /** The name is kept off public circuit standings. */
  readonly hiddenInCircuits?: boolean;
}

/** A tournament player a roster entry is, and whether that tournament is over (completed or ended). */
export interface RosterPlayerRef {
  readonly entryId: string;
  readonly tournamentId: string;
  readonly playerId: string;
  readonly finished: boolean;
}

/**
 * The organiser's roster as the read model has it (entries come from their tournaments' names;
 * erased entries are not in it). `players` holds the tournament players of the entries a command
 * names (the service reads only those), for an erasure.
 */
export interface RosterState {
  readonly entries: readonly RosterEntry[];
  readonly players?: readonly RosterPlayerRef[];
}

export type RenameRosterEntry = Command<
  'RenameRosterEntry',
  { readonly entryId: string; readonly name: string }
>;
export type MergeRosterEntries = Command<
  'MergeRosterEntries',
  { readonly fromId: string; readonly intoId: string }
>;
/** `newPublicToken` (made by the service) becomes the page's link if the page is turned on now. */
export type SetRosterEntryPrivacy = Command<
  'SetRosterEntryPrivacy',
  {
    readonly entryId: string;
    readonly publicPage: boolean;
    readonly hiddenInCircuits: boolean;
    readonly newPublicToken: string;
  }
>;
export type EraseRosterEntry = Command<'EraseRosterEntry', { readonly entryId: string }>;
export type RosterCommand = RenameRosterEntry | MergeRosterEntries | SetRosterEntryPrivacy | EraseRosterEntry;

function entryOf(state: RosterState, entryId: string): RosterEntry {
  const entry = state.entries.find((e) => e.id === entryId);
  if (!entry) throw new DomainError('roster.notFound');
  return entry;
}

export function renameRosterEntry(command: RenameRosterEntry, state: RosterState): RosterEvent[] {
  const entry = entryOf(state, command.data.entryId);
  const name = command.data.name.trim().replace(/\s+/gu, ' ');
  if (name === '') throw new DomainError('roster.nameRequired');
  if (name.length > PLAYER_NAME_MAX_LENGTH)
    throw new DomainError('roster.nameTooLong', { max: PLAYER_NAME_MAX_LENGTH });
  if (name === entry.name) return [];
  const key = nameKey(name);
  const holder = state.entries.find((other) => other.id !== entry.id && other.names.includes(key));
  if (holder) throw new DomainError('roster.nameTaken', { name: holder.name });
  const { actor, at } = command.metadata;
  return [{ type: 'RosterEntryRenamed', data: { entryId: entry.id, name, by: actor.id ?? actor.kind, at } }];
}

export function mergeRosterEntries(command: MergeRosterEntries, state: RosterState): RosterEvent[] {
  const from = entryOf(state, command.data.fromId);
  const into = entryOf(state, command.data.intoId);
  if (from.id === into.id) throw new DomainError('roster.mergeIntoItself');
  const { actor, at } = command.metadata;
  return [
    {
      type: 'RosterEntriesMerged',
      data: { fromId: from.id, intoId: into.id, by: actor.id ?? actor.kind, at },
    },
  ];
}

/** The player's choices: a public page (kept link while on) and their name on public circuit standings. */
export function setRosterEntryPrivacy(command: SetRosterEntryPrivacy, state: RosterState): RosterEvent[] {
  const entry = entryOf(state, command.data.entryId);
  const { publicPage, hiddenInCircuits, newPublicToken } = command.data;
  const current = entry.publicToken ?? null;
  const publicToken = publicPage ? (current ?? newPublicToken) : null;
  if (publicToken === current && hiddenInCircuits === (entry.hiddenInCircuits ?? false)) return [];
  const { actor, at } = command.metadata;
  return [
    {
      type: 'RosterEntryPrivacySet',
      data: { entryId: entry.id, publicToken, hiddenInCircuits, by: actor.id ?? actor.kind, at },
    },
  ];
}

/**
 * Forgets the entry (LGPD): refused while one of its tournaments is still being played, since its
 * players' names are on the courts' screens and a rename there would bring a name back.
 */
export function eraseRosterEntry(command: EraseRosterEntry, state: RosterState): RosterEvent[] {
  const entry = entryOf(state, command.data.entryId);
  const players = (state.players ?? []).filter((p) => p.entryId === entry.id);
  if (players.some((p) => !p.finished)) throw new DomainError('roster.erasePlaying');
  const { actor, at } = command.metadata;
  return [
    {
      type: 'RosterEntryErased',
      data: {
        entryId: entry.id,
        players: players.map(({ tournamentId, playerId }) => ({ tournamentId, playerId })),
        by: actor.id ?? actor.kind,
        at,
      },
    },
  ];
}

/** A roster event applied to the roster as the read model has it (what the projector does, in memory). */
export function evolveRoster(state: RosterState, event: RosterEvent): RosterState {
  switch (event.type) {
    case 'RosterEntryRenamed': {
      const { entryId, name } = event.data;
      return {
        entries: state.entries.map((e) =>
          e.id === entryId ? { ...e, name, names: [...new Set([...e.names, nameKey(name)])] } : e,
        ),
      };
    }
    case 'RosterEntriesMerged': {
      const { fromId, intoId } = event.data;
      const from = state.entries.find((e) => e.id === fromId);
      return {
        entries: state.entries
          .filter((e) => e.id !== fromId)
          .map((e) =>
            e.id === intoId ? { ...e, names: [...new Set([...e.names, ...(from?.names ?? [])])] } : e,
          ),
      };
    }
    case 'RosterEntryPrivacySet': {
      const { entryId, publicToken, hiddenInCircuits } = event.data;
      return {
        entries: state.entries.map((e) => (e.id === entryId ? { ...e, publicToken, hiddenInCircuits } : e)),
      };
    }
    case 'RosterEntryErased':
      return { entries: state.entries.filter((e) => e.id !== event.data.entryId) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * The roster's decisions. Its state is the read model's roster (settled to the stream's last
 * event), since its entries come from the tournaments' names, not from this stream.
 */
export function decideRoster(command: RosterCommand, state: RosterState): RosterEvent[] {
  switch (command.type) {
    case 'RenameRosterEntry':
      return renameRosterEntry(command, state);
    case 'MergeRosterEntries':
      return mergeRosterEntries(command, state);
    case 'SetRosterEntryPrivacy':
      return setRosterEntryPrivacy(command, state);
    case 'EraseRosterEntry':
      return eraseRosterEntry(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const rosterDecider: Decider<RosterState, RosterCommand, RosterEvent> = {
  initialState: (): RosterState => ({ entries: [] }),
  evolve: evolveRoster,
  decide: decideRoster,
};
