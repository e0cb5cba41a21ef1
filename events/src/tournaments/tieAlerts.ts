import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { GROUP_IDS, type GroupId } from '../formats';
import { type Command, type Decider, deriveRootId } from '../messages';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * Administrators told by e-mail that a Super 16 / 32 group waits for their tie resolution: one
 * stream per tournament, `tieAlert-{tournamentId}`, one event per tie (group and the time it
 * appeared). The event is the memory that keeps a restart, a retry or a second run from mailing
 * the same tie twice.
 */
export const TIE_ALERT_STREAM_PREFIX = 'tieAlert-';
export const tieAlertStream = (tournamentId: string) => `${TIE_ALERT_STREAM_PREFIX}${tournamentId}`;

/** One tie is one group of one tournament from the moment it appeared (`since`, the score's time). */
export interface TieAlertKey {
  readonly tournamentId: string;
  readonly groupId: GroupId;
  readonly since: string;
}

/**
 * The same tie always gets the same correlation id (every attempt to alert it is traceable as
 * one). Each attempt keeps its own command id on purpose: two racing attempts then write different
 * event ids, so the store's expected-revision check makes one of them decide again and see the
 * alert, instead of both "succeeding" on the same event id and both mailing.
 */
export const tieAlertCorrelationId = ({ tournamentId, groupId, since }: TieAlertKey) =>
  deriveRootId('tieAlert', tournamentId, groupId, since);

export const tieAlertEventSchemas = {
  AdministratorsAlertedOfTie: {
    version: 1,
    schema: z.object({
      tournamentId: z.guid(),
      groupId: z.enum(GROUP_IDS),
      since: z.iso.datetime(),
      playerIds: z.array(z.guid()),
      /** How many administrators the mail went to (their addresses stay out of the store). */
      recipients: z.number().int().nonnegative(),
      at: z.iso.datetime(),
    }),
  },
} as const;

export type TieAlertEvent = EventsOf<typeof tieAlertEventSchemas>;

export const tieAlertStreams: StreamKind<TieAlertEvent> = {
  name: 'tieAlert',
  prefix: TIE_ALERT_STREAM_PREFIX,
  events: tieAlertEventSchemas,
  upcast: renameUnversioned,
};

export type AlertAdministratorsOfTie = Command<
  'AlertAdministratorsOfTie',
  TieAlertKey & { readonly playerIds: readonly string[]; readonly recipients: number }
>;

/** The ties already alerted, as `group@since`. */
export type TieAlertState = ReadonlySet<string>;

const alertKey = (groupId: string, since: string) => `${groupId}@${since}`;

export function alertAdministratorsOfTie(
  command: AlertAdministratorsOfTie,
  state: TieAlertState,
): TieAlertEvent[] {
  const { tournamentId, groupId, since, playerIds, recipients } = command.data;
  if (state.has(alertKey(groupId, since))) return [];
  return [
    {
      type: 'AdministratorsAlertedOfTie',
      data: { tournamentId, groupId, since, playerIds: [...playerIds], recipients, at: command.metadata.at },
    },
  ];
}

export const tieAlertDecider: Decider<TieAlertState, AlertAdministratorsOfTie, TieAlertEvent> = {
  initialState: () => new Set(),
  evolve: (state, event) => new Set(state).add(alertKey(event.data.groupId, event.data.since)),
  decide: (command, state) => {
    switch (command.type) {
      case 'AlertAdministratorsOfTie':
        return alertAdministratorsOfTie(command, state);
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
};
