import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * A circuit (a season): one stream per circuit, `circuit-{circuitId}`. It holds the organiser's
 * points table and which of their tournaments count; the standings are derived from those
 * tournaments' rankings (`circuitStandings`), never stored in the stream.
 */
export const CIRCUIT_STREAM_PREFIX = 'circuit-';
export const circuitStream = (circuitId: string) => `${CIRCUIT_STREAM_PREFIX}${circuitId}`;

/** How players level on points are told apart (see `circuitStandings`). */
export const CIRCUIT_TIE_RULES = ['attendance', 'bestResult', 'shared'] as const;
export type CircuitTieRule = (typeof CIRCUIT_TIE_RULES)[number];

const id = z.guid();
const at = z.iso.datetime();
const points = z.number().int().nonnegative();

export const circuitEventSchemas = {
  CircuitCreated: {
    version: 1,
    schema: z.object({
      circuitId: id,
      organiserId: id,
      name: storableText(),
      /** Points for the 1st, 2nd, … place of a tournament; places past its end score nothing. */
      pointsTable: z.array(points),
      /** Points for every tournament played, whatever the place. */
      participationPoints: points,
      tieRule: z.enum(CIRCUIT_TIE_RULES),
      publicToken: z.string(),
      by: z.string(),
      at,
    }),
  },
  TournamentAddedToCircuit: {
    version: 1,
    schema: z.object({ tournamentId: id, by: z.string(), at }),
  },
  TournamentRemovedFromCircuit: {
    version: 1,
    schema: z.object({ tournamentId: id, by: z.string(), at }),
  },
} as const;

export type CircuitEvent = EventsOf<typeof circuitEventSchemas>;

export const circuitStreams: StreamKind<CircuitEvent> = {
  name: 'circuit',
  prefix: CIRCUIT_STREAM_PREFIX,
  events: circuitEventSchemas,
  upcast: renameUnversioned,
};
