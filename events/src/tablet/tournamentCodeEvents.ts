import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { CREATABLE_FORMATS, type CreatableFormat } from '../contracts/tournaments';
import { deriveId } from '../messages';
import { renameUnversioned, type StreamKind, type VersionedEvent } from '../versioning';

/** One stream per tablet code: its creation, the tournament it was used for, its end. */
export const TOURNAMENT_CODE_STREAM_PREFIX = 'tournamentCode-';
export const tournamentCodeStream = (codeId: string) => `${TOURNAMENT_CODE_STREAM_PREFIX}${codeId}`;
/**
 * One stream per 6-character code string, appended with `no_stream`: the first code to claim a
 * string holds it forever, so two codes can never share one (a collision draws another string).
 */
export const TOURNAMENT_CODE_CLAIM_STREAM_PREFIX = 'tournamentCodeClaim-';
export const tournamentCodeClaimStream = (code: string) => `${TOURNAMENT_CODE_CLAIM_STREAM_PREFIX}${code}`;

/** The code id a creation makes, derived from its command: a repeated creation is the same code. */
export const newTournamentCodeId = (commandId: string) => deriveId(commandId, 'tournamentCode');

/**
 * Why a code stopped: its owner deactivated it, its tournament was ended from the tablet, an
 * administrator blocked its owner, or its owner was erased. `CodeDeactivated` v1 knew only the
 * first two; v2 added `blocked` and `erased` (a v1 event reads unchanged as v2).
 */
export const CODE_DEACTIVATION_REASONS = ['owner', 'ended', 'blocked', 'erased'] as const;
export type CodeDeactivationReason = (typeof CODE_DEACTIVATION_REASONS)[number];

const id = z.guid();
const at = z.iso.datetime();

export interface CodeCreatedData {
  readonly codeId: string;
  readonly code: string;
  readonly ownerId: string;
  readonly tournamentType: CreatableFormat;
  readonly at: string;
}

const tournamentCodeEventSchemas = {
  CodeCreated: {
    version: 1,
    schema: z.object({
      codeId: id,
      code: z.string().length(6),
      ownerId: id,
      tournamentType: z.enum(CREATABLE_FORMATS),
      at,
    }) satisfies z.ZodType<CodeCreatedData>,
  },
  /** The tournament created with the code (single use). */
  CodeLinked: { version: 1, schema: z.object({ tournamentId: id, at }) },
  /**
   * By its owner (`owner`), because its tournament was ended from the tablet (`ended`), or because
   * its owner was blocked (`blocked`) or erased (`erased`); the last two since version 2.
   */
  CodeDeactivated: {
    version: 2,
    schema: z.object({ by: z.string(), reason: z.enum(CODE_DEACTIVATION_REASONS), at }),
  },
} as const;
export type TournamentCodeEvent = EventsOf<typeof tournamentCodeEventSchemas>;

/** `CodeDeactivated` v1 (reason `owner` or `ended`) is a v2 event as it stands: v2 only added reasons. */
const upcastTournamentCodeEvent = (stored: VersionedEvent): VersionedEvent =>
  stored.name === 'CodeDeactivated' && stored.version === 1
    ? { ...stored, version: 2 }
    : renameUnversioned(stored);

export const tournamentCodeStreams: StreamKind<TournamentCodeEvent> = {
  name: 'tournamentCode',
  prefix: TOURNAMENT_CODE_STREAM_PREFIX,
  events: tournamentCodeEventSchemas,
  upcast: upcastTournamentCodeEvent,
};

const tournamentCodeClaimEventSchemas = {
  CodeClaimed: { version: 1, schema: z.object({ codeId: id, at }) },
} as const;
export type TournamentCodeClaimEvent = EventsOf<typeof tournamentCodeClaimEventSchemas>;

export const tournamentCodeClaimStreams: StreamKind<TournamentCodeClaimEvent> = {
  name: 'tournamentCodeClaim',
  prefix: TOURNAMENT_CODE_CLAIM_STREAM_PREFIX,
  events: tournamentCodeClaimEventSchemas,
  upcast: renameUnversioned,
};
