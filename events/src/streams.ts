import { z } from 'zod';
import {
  type ClaimEvent,
  emailClaimStreams,
  referralCodeStreams,
  type UserEvent,
  userStreams,
} from './accounts';
import { type CreditEvent, creditStreams } from './accounts/creditAccount';
import type { EventsOf } from './accounts/userEvents';
import { type CircuitEvent, circuitStreams } from './circuits/circuitEvents';
import { type PixPaymentEvent, pixPaymentStreams } from './credits/pixPayment';
import type { RecordedEvent } from './eventStore';
import type { DomainEvent } from './messages';
import { type CurrencyPriceEvent, currencyPriceStreams } from './payments/currencyPrice';
import { type PaymentEvent, paymentStreams } from './payments/paymentIntent';
import { type RosterEvent, rosterStreams } from './roster/rosterEvents';
import {
  type TournamentCodeClaimEvent,
  type TournamentCodeEvent,
  tournamentCodeClaimStreams,
  tournamentCodeStreams,
} from './tablet/tournamentCodeEvents';
import { type TieAlertEvent, tieAlertStreams } from './tournaments/tieAlerts';
import { type TournamentEvent, tournamentStreams } from './tournaments/tournamentEvents';
import {
  decodeEvent,
  EventSchemaError,
  encodeEvent,
  type Recorded,
  renameUnversioned,
  type StreamKind,
} from './versioning';

/** Markers Rodada writes once about itself (the first administrator, the demo data). */
export const SYSTEM_STREAM_PREFIX = 'system-';
export const ADMIN_BOOTSTRAP_STREAM = `${SYSTEM_STREAM_PREFIX}adminBootstrap`;
export const DEMO_SEED_STREAM = `${SYSTEM_STREAM_PREFIX}demoSeed`;
const systemEventSchemas = {
  AdministratorBootstrapped: {
    version: 1,
    schema: z.object({ userId: z.guid().nullable(), email: z.string() }),
  },
  DemoDataSeeded: { version: 1, schema: z.object({ userId: z.guid().nullable() }) },
} as const;
export type SystemEvent = EventsOf<typeof systemEventSchemas>;
export const systemStreams: StreamKind<SystemEvent> = {
  name: 'system',
  prefix: SYSTEM_STREAM_PREFIX,
  events: systemEventSchemas,
  upcast: renameUnversioned,
};

/**
 * The first outcome of a command sent with an `Idempotency-Key`: one stream per actor and key,
 * created once, so the same key answers the same way forever (also after a restart).
 */
export const COMMAND_OUTCOME_STREAM_PREFIX = 'commandOutcome-';
export const commandOutcomeStream = (outcomeId: string) => `${COMMAND_OUTCOME_STREAM_PREFIX}${outcomeId}`;
const commandOutcomeSchemas = {
  CommandCompleted: {
    version: 1,
    schema: z.object({
      /** Hash of what was asked (route and body): the same key with another request is refused. */
      requestHash: z.string(),
      commandId: z.guid(),
      /** The service's answer (ids and figures, never personal data), or the refusal it gave. */
      outcome: z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true), result: z.json() }),
        z.object({
          ok: z.literal(false),
          code: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])),
        }),
      ]),
    }),
  },
} as const;
export type CommandOutcomeEvent = EventsOf<typeof commandOutcomeSchemas>;
export const commandOutcomeStreams: StreamKind<CommandOutcomeEvent> = {
  name: 'commandOutcome',
  prefix: COMMAND_OUTCOME_STREAM_PREFIX,
  events: commandOutcomeSchemas,
  upcast: renameUnversioned,
};

/** Every event Rodada stores, in its current version. */
export type AnyDomainEvent =
  | UserEvent
  | ClaimEvent
  | CurrencyPriceEvent
  | PaymentEvent
  | CreditEvent
  | TournamentEvent
  | TieAlertEvent
  | SystemEvent
  | CommandOutcomeEvent
  | PixPaymentEvent
  | TournamentCodeEvent
  | TournamentCodeClaimEvent
  | RosterEvent
  | CircuitEvent;
export type RecordedDomainEvent =
  | Recorded<UserEvent>
  | Recorded<ClaimEvent>
  | Recorded<CurrencyPriceEvent>
  | Recorded<PaymentEvent>
  | Recorded<CreditEvent>
  | Recorded<TournamentEvent>
  | Recorded<TieAlertEvent>
  | Recorded<SystemEvent>
  | Recorded<CommandOutcomeEvent>
  | Recorded<PixPaymentEvent>
  | Recorded<TournamentCodeEvent>
  | Recorded<TournamentCodeClaimEvent>
  | Recorded<RosterEvent>
  | Recorded<CircuitEvent>;

export const STREAM_KINDS: readonly StreamKind<DomainEvent>[] = [
  userStreams,
  emailClaimStreams,
  referralCodeStreams,
  creditStreams,
  currencyPriceStreams,
  paymentStreams,
  tournamentStreams,
  tieAlertStreams,
  systemStreams,
  commandOutcomeStreams,
  pixPaymentStreams,
  tournamentCodeStreams,
  tournamentCodeClaimStreams,
  rosterStreams,
  circuitStreams,
] as unknown as readonly StreamKind<DomainEvent>[];

export function streamKindOf(streamId: string): StreamKind<DomainEvent> | undefined {
  return STREAM_KINDS.find((kind) => streamId.startsWith(kind.prefix));
}

/** Reads any stored event as its current version (upcast, then parsed), or throws `EventSchemaError`. */
export function decodeRecorded(recorded: RecordedEvent): RecordedDomainEvent {
  const kind = streamKindOf(recorded.streamId);
  if (!kind)
    throw new EventSchemaError(
      recorded.streamId,
      recorded.revision,
      recorded.position,
      recorded.type,
      'no stream kind has this prefix',
      true, // a kind of stream a newer build added
    );
  return decodeEvent(kind, recorded) as RecordedDomainEvent;
}

/** The stored form (versioned name, checked data) of an event for the given stream. */
export function encodeFor(streamId: string, event: DomainEvent): { type: string; data: unknown } {
  const kind = streamKindOf(streamId);
  if (!kind) throw new Error(`no stream kind for ${streamId}`);
  return encodeEvent(kind, event);
}

export const isCreditEvent = (e: RecordedDomainEvent): e is Recorded<CreditEvent> =>
  e.streamId.startsWith(creditStreams.prefix);
export const isUserEvent = (e: RecordedDomainEvent): e is Recorded<UserEvent> =>
  e.streamId.startsWith(userStreams.prefix);
export const isTournamentEvent = (e: RecordedDomainEvent): e is Recorded<TournamentEvent> =>
  e.streamId.startsWith(tournamentStreams.prefix);
export const isTieAlertEvent = (e: RecordedDomainEvent): e is Recorded<TieAlertEvent> =>
  e.streamId.startsWith(tieAlertStreams.prefix);
export const isPixPaymentEvent = (e: RecordedDomainEvent): e is Recorded<PixPaymentEvent> =>
  e.streamId.startsWith(pixPaymentStreams.prefix);
export const isPaymentEvent = (e: RecordedDomainEvent): e is Recorded<PaymentEvent> =>
  e.streamId.startsWith(paymentStreams.prefix);
export const isCurrencyPriceEvent = (e: RecordedDomainEvent): e is Recorded<CurrencyPriceEvent> =>
  e.streamId.startsWith(currencyPriceStreams.prefix);
export const isTournamentCodeEvent = (e: RecordedDomainEvent): e is Recorded<TournamentCodeEvent> =>
  e.streamId.startsWith(tournamentCodeStreams.prefix);
export const isRosterEvent = (e: RecordedDomainEvent): e is Recorded<RosterEvent> =>
  e.streamId.startsWith(rosterStreams.prefix);
export const isCircuitEvent = (e: RecordedDomainEvent): e is Recorded<CircuitEvent> =>
  e.streamId.startsWith(circuitStreams.prefix);
