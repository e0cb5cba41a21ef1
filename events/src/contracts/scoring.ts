import { z } from 'zod';
import { POINTS_TOTALS, type Scoring, TIMED_MINUTES } from '../formats/scoring';

// Messages are translation keys (locales/{lng}/errors.json).
const pointsTotal = z.union(
  POINTS_TOTALS.map((total) => z.literal(total)),
  'tournament.validation.pointsTotal',
);
const minutes = z
  .number('tournament.validation.timedMinutes')
  .int('tournament.validation.timedMinutes')
  .min(TIMED_MINUTES.min, 'tournament.validation.timedMinutes')
  .max(TIMED_MINUTES.max, 'tournament.validation.timedMinutes');

/** A tournament's scoring, as a request, an event and an answer carry it (absent: games). */
export const ScoringSchema: z.ZodType<Scoring> = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('games') }),
    z.object({ mode: z.literal('points'), total: pointsTotal }),
    z.object({ mode: z.literal('timed'), minutes }),
  ],
  'tournament.validation.scoringMode',
);
