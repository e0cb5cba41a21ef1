import { ERASED_NAME, erasedEmail } from '@rodada/events';

/** What a personal field holds: it decides the placeholder shown once its owner is erased. */
export type PersonalKind = 'name' | 'email' | 'passwordHash';

/** Whose data an event carries: the user of a `user-` stream, a tournament's or a roster's owner, or `data.userId`. */
export type SubjectRule = 'userStream' | 'tournamentOwner' | 'rosterOwner' | 'dataUserId';

export interface PersonalField {
  /** Path into the event's data; `*` walks every element of an array. */
  readonly path: readonly string[];
  readonly kind: PersonalKind;
}

export interface PersonalEventFields {
  readonly subject: SubjectRule;
  readonly fields: readonly PersonalField[];
}

/**
 * The personal fields of every stored event type, by event name (all stored versions share the
 * list until a version changes it). The one place to extend when an event gains personal data.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalEventFields>> = {
  UserRegistered: {
    subject: 'userStream',
    fields: [
      { path: ['email'], kind: 'email' },
      { path: ['name'], kind: 'name' },
      { path: ['passwordHash'], kind: 'passwordHash' },
    ],
  },
  PasswordReset: { subject: 'userStream', fields: [{ path: ['passwordHash'], kind: 'passwordHash' }] },
  TournamentCreated: {
    subject: 'tournamentOwner',
    fields: [{ path: ['participants', '*', 'name'], kind: 'name' }],
  },
  PlayerRenamed: { subject: 'tournamentOwner', fields: [{ path: ['name'], kind: 'name' }] },
  // A roster entry's new name (the organiser's players): the organiser's, erased with them.
  RosterEntryRenamed: { subject: 'rosterOwner', fields: [{ path: ['name'], kind: 'name' }] },
  // The first administrator's e-mail, written once at start-up (no subject when another process made the user).
  AdministratorBootstrapped: { subject: 'dataUserId', fields: [{ path: ['email'], kind: 'email' }] },
};

/** What readers see for a field whose subject was erased: nothing that identifies, nothing that logs in. */
export function placeholderFor(kind: PersonalKind, subjectId: string): string {
  switch (kind) {
    case 'name':
      return ERASED_NAME;
    case 'email':
      return erasedEmail(subjectId);
    case 'passwordHash':
      return '';
  }
}

/** A copy of `data` with every string at `path` replaced by `replace` (other values untouched). */
export async function mapPath(
  data: unknown,
  path: readonly string[],
  replace: (value: string) => Promise<string>,
): Promise<unknown> {
  if (path.length === 0) return typeof data === 'string' ? replace(data) : data;
  const [head, ...rest] = path;
  if (head === '*') {
    if (!Array.isArray(data)) return data;
    return Promise.all(data.map((item) => mapPath(item, rest, replace)));
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !(head! in data)) return data;
  const record = data as Record<string, unknown>;
  return { ...record, [head!]: await mapPath(record[head!], rest, replace) };
}
