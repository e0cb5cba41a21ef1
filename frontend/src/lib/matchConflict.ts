import { type MatchConflictBody, MatchConflictBodySchema } from '@rodada/events/contracts';
import { ApiError } from './api';

/**
 * The two-devices refusal in an answer body: the score the match holds now (with its version) and
 * the score that was not recorded. Undefined for any other body.
 */
export function matchConflictIn(body: unknown): MatchConflictBody | undefined {
  return MatchConflictBodySchema.safeParse(body).data;
}

/** The same, read from a failed `apiFetch`: only a 409 carrying a `match.conflict` body counts. */
export function matchConflictOf(error: unknown): MatchConflictBody | undefined {
  return error instanceof ApiError && error.status === 409 ? matchConflictIn(error.body) : undefined;
}
