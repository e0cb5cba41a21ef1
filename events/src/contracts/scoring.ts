import { z } from 'zod';
import { MAX_SCORE } from '../formats/formatRules';
import {
  MAX_TIMED_SCORE,
  POINTS_TOTALS,
  type Scoring,
  type SlotTimer,
  TIMED_MINUTES,
} from '../formats/scoring';

// The scoring constants and rules are re-exported with the formats' (formats.ts), free of zod.

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

/** What the present side wins a walkover by (absent: the mode's default, see `walkoverPoints`). */
const walkover = (max: number, key: string) => z.number(key).int(key).min(1, key).max(max, key).optional();

/** A tournament's scoring, as a request, an event and an answer carry it (absent: games). */
export const ScoringSchema: z.ZodType<Scoring, Scoring> = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('games'),
      walkover: walkover(MAX_SCORE, 'tournament.validation.walkoverGames'),
    }),
    z
      .object({
        mode: z.literal('points'),
        total: pointsTotal,
        walkover: walkover(Math.max(...POINTS_TOTALS), 'tournament.validation.walkoverPoints'),
      })
      .refine((s) => s.walkover === undefined || s.walkover <= s.total, {
        message: 'tournament.validation.walkoverPoints',
        path: ['walkover'],
      }),
    z.object({
      mode: z.literal('timed'),
      minutes,
      walkover: walkover(MAX_TIMED_SCORE, 'tournament.validation.walkoverTimed'),
    }),
  ],
  'tournament.validation.scoringMode',
) as z.ZodType<Scoring, Scoring>;

export const SlotTimerSchema: z.ZodType<SlotTimer> = z.object({
  slot: z.number().int(),
  startedAt: z.string(),
  minutes: z.number().int(),
});

/** `POST /api/tournaments/{id}/timers` (and the tablet's): start the clock of a time slot. */
export const StartSlotTimerRequestSchema = z.object({
  slot: z
    .number('tournament.slotRequired')
    .int('tournament.slotRequired')
    .positive('tournament.slotRequired'),
});
