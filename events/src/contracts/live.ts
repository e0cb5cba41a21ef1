import { z } from 'zod';
import type { TournamentDelta } from '../tournaments/liveDelta';
import type { PublicCircuit } from './circuits';
import { PublicTokenSchema, type PublicTournament, type TournamentDetail } from './tournaments';

// The Socket.IO event map shared by the server (`Server<ClientToServerEvents, ServerToClientEvents>`)
// and the browser (`Socket<ServerToClientEvents, ClientToServerEvents>`).

/**
 * How a public room's watcher is pushed each change: the whole body (`tournament:update`, what a
 * page loaded before deltas existed asks for by saying nothing) or only what changed
 * (`tournament:delta`, applied to the body the watcher holds).
 */
export const PUSH_KINDS = ['body', 'delta'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** `watch`: a spectator joins the public room of the tournament behind this token. */
export const WatchRequestSchema = z.object({
  publicToken: PublicTokenSchema,
  push: z.enum(PUSH_KINDS).default('body'),
});
export type WatchRequest = z.input<typeof WatchRequestSchema>;

/** `watchOwner`: the owner (or an administrator) joins the tournament's owner room. */
export const WatchOwnerRequestSchema = z.object({ tournamentId: z.uuid() });
export type WatchOwnerRequest = z.infer<typeof WatchOwnerRequestSchema>;

/** The answer to a join; `message` is an error code (`tournament.notFound`), also a translation key. */
export type WatchAck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * A `tournament:update` body: the same body as the room's GET answers, the public tournament in a
 * public room and the owner's detail in an owner room. Both carry the event-store `position` and the
 * stream `revision` they reflect, so a client can tell an older push from a newer one.
 */
export type TournamentUpdate = PublicTournament | TournamentDetail;
export type { TournamentDelta };

/**
 * Why a signed-in user's sessions all ended, pushed to their open tabs just before their sockets
 * are cut: an administrator blocked or erased the account, or its password was reset.
 */
export const SESSION_END_REASONS = ['blocked', 'erased', 'passwordReset'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const SessionEndedSchema = z.object({ reason: z.enum(SESSION_END_REASONS) });
export type SessionEnded = z.infer<typeof SessionEndedSchema>;

export interface ServerToClientEvents {
  'tournament:update': (body: TournamentUpdate) => void;
  /** What a change made of the public body, to the watchers that asked for deltas (`push: 'delta'`). */
  'tournament:delta': (delta: TournamentDelta) => void;
  'session:ended': (body: SessionEnded) => void;
  /** A circuit's public standings, pushed to `circuit:{publicToken}` when they may have changed. */
  'circuit:update': (body: PublicCircuit) => void;
}

export interface ClientToServerEvents {
  watch: (request: WatchRequest, ack: (answer: WatchAck) => void) => void;
  watchOwner: (request: WatchOwnerRequest, ack: (answer: WatchAck) => void) => void;
  /** A spectator joins a circuit's public room (`{ publicToken }`). */
  watchCircuit: (request: WatchRequest, ack: (answer: WatchAck) => void) => void;
}
