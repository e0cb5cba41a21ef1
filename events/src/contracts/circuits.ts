import { z } from 'zod';
import {
  CIRCUIT_NAME_MAX_LENGTH,
  CIRCUIT_POINTS_MAX,
  CIRCUIT_POINTS_TABLE_MAX_LENGTH,
} from '../circuits/circuitDecider';
import { CIRCUIT_TIE_RULES } from '../circuits/circuitEvents';
import { text } from '../text';
import { messageWithValues } from './messages';
import { TournamentStatusSchema, TournamentTypeSchema } from './tournaments';

// The presets and limits the creation form offers and checks, from the domain's one definition.
export {
  CIRCUIT_NAME_MAX_LENGTH,
  CIRCUIT_POINTS_MAX,
  CIRCUIT_POINTS_PRESETS,
  CIRCUIT_POINTS_TABLE_MAX_LENGTH,
} from '../circuits/circuitDecider';
export { CIRCUIT_TIE_RULES, type CircuitTieRule } from '../circuits/circuitEvents';

const pointsInvalid = messageWithValues('circuit.pointsInvalid', { max: CIRCUIT_POINTS_MAX });
const Points = z
  .number(pointsInvalid)
  .int(pointsInvalid)
  .min(0, pointsInvalid)
  .max(CIRCUIT_POINTS_MAX, pointsInvalid);

/** `POST /api/circuits`: the decider checks the table is non-increasing (a translated 422). */
export const CreateCircuitRequestSchema = z.object({
  name: text({ min: 1, minMessage: 'circuit.nameRequired', max: CIRCUIT_NAME_MAX_LENGTH }),
  pointsTable: z
    .array(Points, 'circuit.pointsTableEmpty')
    .min(1, 'circuit.pointsTableEmpty')
    .max(
      CIRCUIT_POINTS_TABLE_MAX_LENGTH,
      messageWithValues('circuit.pointsTableTooLong', { max: CIRCUIT_POINTS_TABLE_MAX_LENGTH }),
    ),
  participationPoints: Points.default(0),
  tieRule: z.enum(CIRCUIT_TIE_RULES, 'circuit.tieRuleInvalid'),
});
export type CreateCircuitRequest = z.input<typeof CreateCircuitRequestSchema>;

export const AddCircuitTournamentRequestSchema = z.object({
  tournamentId: z.uuid('circuit.tournamentNotFound'),
});
export const CircuitIdParamsSchema = z.object({ id: z.uuid('circuit.notFound') });
export const CircuitTournamentParamsSchema = CircuitIdParamsSchema.extend({
  tournamentId: z.uuid('circuit.tournamentNotFound'),
});
/** A circuit's public link token, made as a tournament's is; anything else is no circuit's. */
const CircuitPublicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'circuit.notFound');
export const CircuitPublicTokenParamsSchema = z.object({ publicToken: CircuitPublicTokenSchema });

export const CircuitStandingSchema = z.object({
  rosterId: z.uuid(),
  name: z.string(),
  points: z.number().int().nonnegative(),
  tournaments: z.number().int().nonnegative(),
  position: z.number().int().positive(),
  /**
   * The player chose to keep their name off public standings (`roster.md`): the public body, its
   * push and its card carry an empty name; the organiser's detail keeps the name.
   */
  hidden: z.boolean().default(false),
});
export type CircuitStandingBody = z.infer<typeof CircuitStandingSchema>;

export const CircuitTournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  format: TournamentTypeSchema,
  status: TournamentStatusSchema,
  createdAt: z.string(),
  /** Only completed tournaments score. */
  counts: z.boolean(),
});

/** `GET /api/public/circuits/{publicToken}` and the `circuit:update` push. */
export const PublicCircuitSchema = z.object({
  name: z.string(),
  publicToken: z.string(),
  pointsTable: z.array(z.number().int()),
  participationPoints: z.number().int(),
  tieRule: z.enum(CIRCUIT_TIE_RULES),
  tournaments: z.array(CircuitTournamentSchema),
  standings: z.array(CircuitStandingSchema),
});
export type PublicCircuit = z.infer<typeof PublicCircuitSchema>;

/** `GET /api/circuits/{id}`: the public body and the circuit's id. */
export const CircuitDetailSchema = PublicCircuitSchema.extend({ id: z.uuid() });
export type CircuitDetail = z.infer<typeof CircuitDetailSchema>;

export const CircuitSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  publicToken: z.string(),
  tournaments: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type CircuitSummary = z.infer<typeof CircuitSummarySchema>;
export const CircuitListSchema = z.array(CircuitSummarySchema);

/** The socket request to follow a circuit's public standings. */
export const WatchCircuitRequestSchema = CircuitPublicTokenParamsSchema;
