/** What a reactor's pass ended in: its step's result, or the error it threw. */
export type PassOutcome = { readonly ok: true; readonly result: unknown } | { readonly ok: false };

/** Told of every pass a reactor runs (the metrics count them, and the work each one found). */
export type PassObserver = (reactor: string, outcome: PassOutcome, seconds: number) => void;

/** Who runs the reactors, and who hears of their passes: the same for every reactor of a process. */
export interface ReactorRuns {
  /** Only the process that runs the projections works (its read models are the ones caught up). */
  readonly isLeader: () => boolean;
  readonly observe?: PassObserver;
}

/** When and how a background reactor runs its step. */
export interface Periodic {
  /** The reactor's name in logs and metrics (`creation`, `credits`, …). */
  readonly reactor: string;
  readonly runs: ReactorRuns;
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
  { reactor, runs, log, intervalMs }: Periodic,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (!runs.isLeader() || running) return;
    running = true;
    const started = performance.now();
    const observe = (outcome: PassOutcome) =>
      runs.observe?.(reactor, outcome, (performance.now() - started) / 1000);
    step()
      .then(
        (result) => observe({ ok: true, result }),
        (error: unknown) => {
          log(error);
          observe({ ok: false });
        },
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
