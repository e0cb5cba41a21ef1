import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { DomainError } from '../errors';
import { GROUP_IDS, type GroupId } from '../formats';
import { type Command, type Decider, deriveRootId } from '../messages';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * Administrators told by e-mail that a Super 16 / 32 group waits for their tie resolution: one
 * stream per tournament, `tieAlert-{tournamentId}`. Per tie (group and the time it appeared):
 * `AdministratorsAlertedOfTie` claims the first attempt to mail it, `TieAlertRetried` each later
 * attempt, `TieAlertMailed` records that an attempt reached the administrators and
 * `TieAlertAbandoned` that Rodada stopped trying. Each claim is appended with an expected revision
 * before its mail goes out, so two runs never both send in the normal path; an alert claimed but
 * never mailed (a crash, a refused mail) is claimed again after a back-off: at least once.
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

/**
 * How long an attempt has to mail before another run may take over (doubling per attempt from
 * `firstRetryAfterMs`, at most `longestWaitMs`), and when Rodada gives up: `maxAttempts` claims,
 * or `giveUpAfterMs` after the first one. A broken mail server is then tried for a day, not forever.
 */
export const TIE_ALERT_RETRY = {
  firstRetryAfterMs: 30_000,
  longestWaitMs: 60 * 60_000,
  maxAttempts: 30,
  giveUpAfterMs: 24 * 60 * 60_000,
} as const;

/** How long after attempt `attempt` (1 for the first) the next one may begin. */
export const tieAlertRetryDelayMs = (attempt: number) =>
  Math.min(TIE_ALERT_RETRY.firstRetryAfterMs * 2 ** Math.max(0, attempt - 1), TIE_ALERT_RETRY.longestWaitMs);

const tieKeySchema = {
  tournamentId: z.guid(),
  groupId: z.enum(GROUP_IDS),
  since: z.iso.datetime(),
};

export const tieAlertEventSchemas = {
  /** The first attempt to mail the tie is claimed (its mail goes out after the append). */
  AdministratorsAlertedOfTie: {
    version: 1,
    schema: z.object({
      ...tieKeySchema,
      playerIds: z.array(z.guid()),
      /** How many administrators the mail is for (their addresses stay out of the store). */
      recipients: z.number().int().nonnegative(),
      at: z.iso.datetime(),
    }),
  },
  /** A later attempt is claimed: the earlier one never recorded its mail (a crash or a refusal). */
  TieAlertRetried: {
    version: 1,
    schema: z.object({ ...tieKeySchema, attempt: z.number().int().min(2), at: z.iso.datetime() }),
  },
  /** An attempt's mail was accepted by the mail server for `recipients` administrators. */
  TieAlertMailed: {
    version: 1,
    schema: z.object({ ...tieKeySchema, recipients: z.number().int().nonnegative(), at: z.iso.datetime() }),
  },
  /** No attempt got through within the limits of `TIE_ALERT_RETRY`: the tie waits in the queue only. */
  TieAlertAbandoned: {
    version: 1,
    schema: z.object({ ...tieKeySchema, attempts: z.number().int().positive(), at: z.iso.datetime() }),
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

/** Claim another attempt at a tie alert whose last attempt never recorded its mail. */
export type RetryTieAlert = Command<'RetryTieAlert', TieAlertKey>;

/** Record that this attempt's mail was accepted for `recipients` administrators. */
export type RecordTieAlertMailed = Command<
  'RecordTieAlertMailed',
  TieAlertKey & { readonly recipients: number }
>;

export type TieAlertCommand = AlertAdministratorsOfTie | RetryTieAlert | RecordTieAlertMailed;

/** Where one tie's alert stands. */
export interface TieAlertDelivery {
  readonly attempts: number;
  readonly firstAttemptAt: string;
  readonly lastAttemptAt: string;
  readonly mailed: boolean;
  readonly abandoned: boolean;
}

/** The ties alerted so far, by `group@since`. */
export type TieAlertState = ReadonlyMap<string, TieAlertDelivery>;

const alertKey = ({ groupId, since }: { readonly groupId: string; readonly since: string }) =>
  `${groupId}@${since}`;

export function alertAdministratorsOfTie(
  command: AlertAdministratorsOfTie,
  state: TieAlertState,
): TieAlertEvent[] {
  const { tournamentId, groupId, since, playerIds, recipients } = command.data;
  if (state.has(alertKey(command.data))) return [];
  return [
    {
      type: 'AdministratorsAlertedOfTie',
      data: { tournamentId, groupId, since, playerIds: [...playerIds], recipients, at: command.metadata.at },
    },
  ];
}

/**
 * A new claim once the last attempt had its time (`tieAlertRetryDelayMs`) without recording a
 * mail; nothing while it may still be sending, or once mailed or abandoned; the end of the
 * attempts once `TIE_ALERT_RETRY`'s limits are reached. A run that lost the race to a claim sees
 * that claim as the last attempt and decides nothing.
 */
export function retryTieAlert(command: RetryTieAlert, state: TieAlertState): TieAlertEvent[] {
  const { tournamentId, groupId, since } = command.data;
  const delivery = state.get(alertKey(command.data));
  if (!delivery || delivery.mailed || delivery.abandoned) return [];
  const now = Date.parse(command.metadata.at);
  if (now - Date.parse(delivery.lastAttemptAt) < tieAlertRetryDelayMs(delivery.attempts)) return [];
  const key = { tournamentId, groupId, since };
  if (
    delivery.attempts >= TIE_ALERT_RETRY.maxAttempts ||
    now - Date.parse(delivery.firstAttemptAt) >= TIE_ALERT_RETRY.giveUpAfterMs
  )
    return [
      { type: 'TieAlertAbandoned', data: { ...key, attempts: delivery.attempts, at: command.metadata.at } },
    ];
  return [
    { type: 'TieAlertRetried', data: { ...key, attempt: delivery.attempts + 1, at: command.metadata.at } },
  ];
}

/**
 * Records the first mail that got through (a later duplicate, possible after a crash between the
 * mail and this record, is not recorded again). A mail for a tie never claimed is refused.
 */
export function recordTieAlertMailed(command: RecordTieAlertMailed, state: TieAlertState): TieAlertEvent[] {
  const { tournamentId, groupId, since, recipients } = command.data;
  const delivery = state.get(alertKey(command.data));
  if (!delivery) throw new DomainError('tournament.tieAlertUnknown');
  if (delivery.mailed) return [];
  return [
    { type: 'TieAlertMailed', data: { tournamentId, groupId, since, recipients, at: command.metadata.at } },
  ];
}

function evolve(state: TieAlertState, event: TieAlertEvent): TieAlertState {
  const key = alertKey(event.data);
  const delivery = state.get(key);
  const next = new Map(state);
  switch (event.type) {
    case 'AdministratorsAlertedOfTie':
      if (delivery) return state;
      return next.set(key, {
        attempts: 1,
        firstAttemptAt: event.data.at,
        lastAttemptAt: event.data.at,
        mailed: false,
        abandoned: false,
      });
    case 'TieAlertRetried':
      if (!delivery) return state;
      return next.set(key, { ...delivery, attempts: event.data.attempt, lastAttemptAt: event.data.at });
    case 'TieAlertMailed':
      if (!delivery) return state;
      return next.set(key, { ...delivery, mailed: true });
    case 'TieAlertAbandoned':
      if (!delivery) return state;
      return next.set(key, { ...delivery, abandoned: true });
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const tieAlertDecider: Decider<TieAlertState, TieAlertCommand, TieAlertEvent> = {
  initialState: () => new Map(),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'AlertAdministratorsOfTie':
        return alertAdministratorsOfTie(command, state);
      case 'RetryTieAlert':
        return retryTieAlert(command, state);
      case 'RecordTieAlertMailed':
        return recordTieAlertMailed(command, state);
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
