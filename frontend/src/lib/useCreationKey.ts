import { useRef } from 'react';
import { ApiError, newIdempotencyKey } from './api';

/**
 * One Idempotency-Key per thing being created (a tournament costs credits): a retry after a lost
 * answer replays the first creation instead of charging twice. A refusal (4xx: nothing was
 * created) frees it, so the corrected form is a new request.
 */
export function useCreationKey() {
  const key = useRef<string | null>(null);
  return {
    current(): string {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    /** After a failed creation: a refusal frees the key; a 5xx or a lost answer keeps it for the retry. */
    failed(error: unknown): void {
      if (error instanceof ApiError && error.status < 500) key.current = null;
    },
  };
}
