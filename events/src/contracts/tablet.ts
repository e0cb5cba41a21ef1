import { z } from 'zod';
import { CREATABLE_FORMATS, CreateTournamentRequestSchema, PublicTournamentSchema } from './tournaments';

// Court tablets: a club (Quadra) creates 6-character codes; a tablet acts only through an active
// code, never a login. Messages are translation keys (locales/{lng}/errors.json).

/** No look-alikes (decisions.md): no 0/O, no 1/I/L. 31 symbols, 31^6 ≈ 887 million codes. */
export const TABLET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TABLET_CODE_LENGTH = 6;
/** The header every tablet call carries: the code is the tablet's only credential. */
export const TABLET_CODE_HEADER = 'x-tablet-code';

/** What a person types: trimmed and upper-cased before it is checked. */
export const TabletCodeSchema = z
  .string('tablet.codeRequired')
  .trim()
  .toUpperCase()
  .min(1, 'tablet.codeRequired')
  .max(TABLET_CODE_LENGTH, 'tablet.codeInvalid');

export const TournamentCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  tournamentType: z.enum(CREATABLE_FORMATS),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** When a tournament was created with it (single use). */
  usedAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  tournamentId: z.uuid().nullable(),
});
export type TournamentCode = z.infer<typeof TournamentCodeSchema>;

export const CreateTournamentCodeRequestSchema = z.object({
  tournamentType: z.enum(CREATABLE_FORMATS, 'tablet.typeInvalid'),
});

export const TournamentCodeIdParamsSchema = z.object({ id: z.uuid('tablet.codeNotFound') });
export const CodeIdParamsSchema = z.object({ codeId: z.uuid('tablet.codeNotFound') });

export const ValidateTournamentCodeRequestSchema = z.object({ code: TabletCodeSchema });

/**
 * `POST /api/tablet/tournaments`: the web form's fields plus the code's id; the spec's fixed
 * extras (description, location, sport, date) are accepted and not trusted.
 */
export const TabletCreateTournamentRequestSchema = CreateTournamentRequestSchema.and(
  z.object({
    codeId: z.uuid('tablet.codeNotFound'),
    description: z.unknown().optional(),
    location: z.unknown().optional(),
    sport: z.unknown().optional(),
    date: z.unknown().optional(),
  }),
);
export type TabletCreateTournamentRequest = z.input<typeof TabletCreateTournamentRequestSchema>;

export const LinkTournamentCodeRequestSchema = z.object({ tournamentId: z.uuid('tournament.notFound') });

/** What the tablet shows: the public view plus the ids it acts on. */
export const TabletTournamentSchema = PublicTournamentSchema.extend({
  id: z.uuid(),
  codeId: z.uuid(),
});
export type TabletTournament = z.infer<typeof TabletTournamentSchema>;
