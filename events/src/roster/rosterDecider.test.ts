import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { decodeRecorded, encodeFor, isRosterEvent, streamKindOf } from '../streams';
import { command } from '../testing/deciderSpec';
import { nameKey } from '../tournaments/playerNames';
import {
  decideRoster,
  type EraseRosterEntry,
  evolveRoster,
  type MergeRosterEntries,
  type RenameRosterEntry,
  type RosterCommand,
  type RosterEntry,
  type RosterState,
  rosterDecider,
  type SetRosterEntryPrivacy,
} from './rosterDecider';
import { type RosterEvent, rosterStream } from './rosterEvents';

const organiser = '00000000-0000-4000-8000-0000000000a1';
const at = '2026-11-23T20:00:00.000Z';
const ana = '00000000-0000-4000-8000-00000000e001';
const bia = '00000000-0000-4000-8000-00000000e002';
const unknown = '00000000-0000-4000-8000-00000000e0ff';

const entry = (id: string, name: string, ...aliases: string[]): RosterEntry => ({
  id,
  name,
  names: [nameKey(name), ...aliases.map(nameKey)],
});
const roster: RosterState = { entries: [entry(ana, 'Ana Souza', 'Aninha'), entry(bia, 'Bia')] };
const actor = { kind: 'user' as const, id: organiser };
const by = organiser;
const rename = (entryId: string, name: string) =>
  command<RenameRosterEntry>('RenameRosterEntry', { entryId, name }, { actor, at });
const merge = (fromId: string, intoId: string) =>
  command<MergeRosterEntries>('MergeRosterEntries', { fromId, intoId }, { actor, at });

const erase = (entryId: string) => command<EraseRosterEntry>('EraseRosterEntry', { entryId }, { actor, at });
const t1 = '00000000-0000-4000-8000-00000000f001';
const t2 = '00000000-0000-4000-8000-00000000f002';
const p1 = '00000000-0000-4000-8000-00000000d001';
const p2 = '00000000-0000-4000-8000-00000000d002';
const p3 = '00000000-0000-4000-8000-00000000d003';

/** `given(the roster).when(command)`: its new events, or the code it is refused with. */
function when(state: RosterState, cmd: RosterCommand): RosterEvent[] | string {
  try {
    return decideRoster(cmd, state);
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('renaming a roster entry', () => {
  it('gives the entry the new name, trimmed, its spaces counted once, saying who and when', () => {
    expect(when(roster, rename(ana, '  Ana   Paula '))).toEqual([
      { type: 'RosterEntryRenamed', data: { entryId: ana, name: 'Ana Paula', by: organiser, at } },
    ]);
  });

  it('changes nothing when the name is already the entry’s', () => {
    expect(when(roster, rename(bia, 'Bia '))).toEqual([]);
  });

  it('may take back one of its own names, in another case or accents', () => {
    expect(when(roster, rename(ana, 'ANINHA'))).toEqual([
      { type: 'RosterEntryRenamed', data: { entryId: ana, name: 'ANINHA', by: organiser, at } },
    ]);
  });

  it('is refused for a name another entry has (or had), ignoring case and accents', () => {
    expect(when(roster, rename(bia, 'aninha'))).toBe('roster.nameTaken');
    expect(when(roster, rename(ana, 'BÍA'))).toBe('roster.nameTaken');
    expect(() => decideRoster(rename(ana, 'bia'), roster)).toThrow(
      expect.objectContaining({ params: { name: 'Bia' } }),
    );
  });

  it('is refused for a blank or too long name, and for an entry the organiser does not have', () => {
    expect(when(roster, rename(ana, '   '))).toBe('roster.nameRequired');
    expect(when(roster, rename(ana, 'x'.repeat(61)))).toBe('roster.nameTooLong');
    expect(() => decideRoster(rename(ana, 'x'.repeat(61)), roster)).toThrow(
      expect.objectContaining({ params: { max: 60 } }),
    );
    expect(when(roster, rename(ana, 'x'.repeat(60)))).toHaveLength(1);
    expect(when(roster, rename(unknown, 'Caio'))).toBe('roster.notFound');
  });
});

describe('merging two roster entries (the same person)', () => {
  it('moves the first into the second, saying who and when', () => {
    expect(when(roster, merge(ana, bia))).toEqual([
      { type: 'RosterEntriesMerged', data: { fromId: ana, intoId: bia, by: organiser, at } },
    ]);
  });

  it('is refused into itself, and for an entry the organiser does not have', () => {
    expect(when(roster, merge(ana, ana))).toBe('roster.mergeIntoItself');
    expect(when(roster, merge(unknown, bia))).toBe('roster.notFound');
    expect(when(roster, merge(ana, unknown))).toBe('roster.notFound');
  });
});

const token = 'tokenNovoDaPagina1';
const privacy = (entryId: string, publicPage: boolean, hiddenInCircuits: boolean) =>
  command<SetRosterEntryPrivacy>(
    'SetRosterEntryPrivacy',
    { entryId, publicPage, hiddenInCircuits, newPublicToken: token },
    { actor, at },
  );

describe('a player’s privacy choices', () => {
  it('turns the public page on with the new link, saying who and when', () => {
    expect(when(roster, privacy(ana, true, false))).toEqual([
      {
        type: 'RosterEntryPrivacySet',
        data: { entryId: ana, publicToken: token, hiddenInCircuits: false, by: organiser, at },
      },
    ]);
  });

  it('keeps the link while the page stays on, and drops it when turned off', () => {
    const on = [...decideRoster(privacy(ana, true, false), roster)].reduce(evolveRoster, roster);
    expect(on.entries[0]).toMatchObject({ publicToken: token, hiddenInCircuits: false });
    expect(
      when(on, {
        ...privacy(ana, true, false),
        data: { ...privacy(ana, true, false).data, newPublicToken: 'outro' },
      }),
    ).toEqual([]);
    const hidden = when(on, {
      ...privacy(ana, true, true),
      data: { ...privacy(ana, true, true).data, newPublicToken: 'outro' },
    });
    expect(hidden).toEqual([
      {
        type: 'RosterEntryPrivacySet',
        data: { entryId: ana, publicToken: token, hiddenInCircuits: true, by, at },
      },
    ]);
    expect(when(on, privacy(ana, false, false))).toEqual([
      {
        type: 'RosterEntryPrivacySet',
        data: { entryId: ana, publicToken: null, hiddenInCircuits: false, by, at },
      },
    ]);
    // The other entries are untouched.
    expect(on.entries[1]).toEqual(roster.entries[1]);
  });

  it('hides the name from public circuit standings, and decides nothing when nothing changes', () => {
    expect(when(roster, privacy(bia, false, true))).toEqual([
      {
        type: 'RosterEntryPrivacySet',
        data: { entryId: bia, publicToken: null, hiddenInCircuits: true, by, at },
      },
    ]);
    expect(when(roster, privacy(bia, false, false))).toEqual([]);
    const hidden = [...decideRoster(privacy(bia, false, true), roster)].reduce(evolveRoster, roster);
    expect(when(hidden, privacy(bia, false, true))).toEqual([]);
    expect(when(roster, privacy(unknown, true, false))).toBe('roster.notFound');
  });
});

describe('erasing a roster entry (LGPD)', () => {
  const played: RosterState = {
    ...roster,
    players: [
      { entryId: ana, tournamentId: t1, playerId: p1, finished: true },
      { entryId: bia, tournamentId: t1, playerId: p2, finished: true },
      { entryId: ana, tournamentId: t2, playerId: p3, finished: true },
    ],
  };

  it('forgets the entry and every tournament player it was, saying who and when', () => {
    expect(when(played, erase(ana))).toEqual([
      {
        type: 'RosterEntryErased',
        data: {
          entryId: ana,
          players: [
            { tournamentId: t1, playerId: p1 },
            { tournamentId: t2, playerId: p3 },
          ],
          by: organiser,
          at,
        },
      },
    ]);
    // An entry with no tournament (its players were all undone): nothing to scrub but the entry.
    expect(when(roster, erase(bia))).toEqual([
      { type: 'RosterEntryErased', data: { entryId: bia, players: [], by: organiser, at } },
    ]);
  });

  it('is refused while one of its tournaments is still being played (roster.erasePlaying)', () => {
    const playing: RosterState = {
      ...played,
      players: [...played.players!, { entryId: ana, tournamentId: t2, playerId: p1, finished: false }],
    };
    expect(when(playing, erase(ana))).toBe('roster.erasePlaying');
    // Another entry's tournament being played does not stop it.
    expect(when(playing, erase(bia))).toHaveLength(1);
  });

  it('is refused for an entry the organiser does not have, or one already erased', () => {
    expect(when(roster, erase(unknown))).toBe('roster.notFound');
    const after = [...decideRoster(erase(ana), played)].reduce(evolveRoster, played);
    expect(after.entries).toEqual([roster.entries[1]]);
    expect(when(after, erase(ana))).toBe('roster.notFound');
    expect(when(after, rename(ana, 'Ana'))).toBe('roster.notFound');
    expect(when(after, merge(bia, ana))).toBe('roster.notFound');
  });
});

describe('the roster after its events', () => {
  it('keeps a renamed entry’s earlier names, so they still find it', () => {
    const [renamed] = decideRoster(rename(bia, 'Beatriz'), roster);
    const after = evolveRoster(roster, renamed!);
    expect(after.entries).toEqual([
      roster.entries[0],
      { id: bia, name: 'Beatriz', names: ['bia', 'beatriz'] },
    ]);
    expect(when(after, rename(ana, 'Bia'))).toBe('roster.nameTaken');
  });

  it('gives a merged entry’s names to the one it went into, and forgets it', () => {
    const after = [...decideRoster(merge(ana, bia), roster)].reduce(evolveRoster, roster);
    expect(after.entries).toEqual([{ id: bia, name: 'Bia', names: ['bia', 'ana souza', 'aninha'] }]);
    expect(when(after, rename(bia, 'Ana Souza'))).toHaveLength(1);
    expect(when(after, merge(ana, bia))).toBe('roster.notFound');
    expect(rosterDecider.initialState()).toEqual({ entries: [] });
    // Into the first of three, from the last: the other entries keep their names.
    const three: RosterState = { entries: [...roster.entries, entry(unknown, 'Caio')] };
    const merged = [...decideRoster(merge(unknown, ana), three)].reduce(evolveRoster, three);
    expect(merged.entries).toEqual([
      { id: ana, name: 'Ana Souza', names: ['ana souza', 'aninha', 'caio'] },
      roster.entries[1],
    ]);
    // An entry the roster no longer has (merged twice at once) moves no names.
    const again = evolveRoster(merged, {
      type: 'RosterEntriesMerged',
      data: { fromId: unknown, intoId: bia, by, at },
    });
    expect(again).toEqual(merged);
  });

  it('are stored in the organiser’s roster stream and read back as written', () => {
    const streamId = rosterStream(organiser);
    expect(streamId).toBe(`roster-${organiser}`);
    expect(streamKindOf(streamId)?.name).toBe('roster');
    for (const event of [
      ...decideRoster(merge(ana, bia), roster),
      ...decideRoster(rename(ana, 'Ana'), roster),
      ...decideRoster(privacy(ana, true, true), roster),
      ...decideRoster(erase(ana), {
        ...roster,
        players: [{ entryId: ana, tournamentId: t1, playerId: p1, finished: true }],
      }),
    ]) {
      const { type, data } = encodeFor(streamId, event);
      expect(type).toBe(`${event.type}.v1`);
      const read = decodeRecorded({
        id: unknown,
        streamId,
        revision: 0n,
        position: { commit: 0n, prepare: 0n },
        type,
        data,
        metadata: {},
        createdAt: new Date(at),
      } as never);
      expect(read).toMatchObject(event);
      expect(isRosterEvent(read)).toBe(true);
      expect(isRosterEvent({ ...read, streamId: `user-${organiser}` } as never)).toBe(false);
    }
  });
});
