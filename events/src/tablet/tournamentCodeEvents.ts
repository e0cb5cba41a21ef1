import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { CREATABLE_FORMATS, type CreatableFormat } from '../contracts/tournaments';
import { deriveId } from '../messages';
import { renameUnversioned, type StreamKind } from '../versioning';

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

export const CODE_DEACTIVATION_REASONS = ['owner', 'ended'] as const;
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
  /** By its owner (`owner`), or because its tournament was ended from the tablet (`ended`). */
  CodeDeactivated: {
    version: 1,
    schema: z.object({ by: z.string(), reason: z.enum(CODE_DEACTIVATION_REASONS), at }),
  },
} as const;
export type TournamentCodeEvent = EventsOf<typeof tournamentCodeEventSchemas>;

export const tournamentCodeStreams: StreamKind<TournamentCodeEvent> = {
  name: 'tournamentCode',
  prefix: TOURNAMENT_CODE_STREAM_PREFIX,
  events: tournamentCodeEventSchemas,
  upcast: renameUnversioned,
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
