/** When and how a background reactor runs its step. */
export interface Periodic {
  /** Only the process that runs the projections works (its read models are the ones caught up). */
  readonly isLeader: () => boolean;
  readonly log: (error: unknown) => void;
  readonly intervalMs: number;
}

/**
 * Runs `step` every `intervalMs` in the leading process, never two runs at once (a slow run is not
 * overlapped by the next tick); a failed run is logged and the next tick tries again. Returns the
 * function that stops it. The one timer of every reactor (creation refunds, credits, fulfilment).
 */
export function periodically(
  step: () => Promise<unknown>,
  { isLeader, log, intervalMs }: Periodic,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (!isLeader() || running) return;
    running = true;
    step()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
