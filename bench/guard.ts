import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a bench process has started (servers, databases, browsers), each with how to stop it. */
export type Register = (dispose: () => Promise<void>) => () => void;

/**
 * A bench process's safety net: everything registered is disposed of on exit, a watchdog gives up
 * on a run that hangs (so it cannot hold a CI job), and Ctrl-C or SIGTERM clean up too.
 */
export function guardRun(
  name: string,
  limitMinutes: number,
): { register: Register; stop: (code: number) => Promise<never> } {
  const disposers = new Set<() => Promise<void>>();
  const stop = async (code: number): Promise<never> => {
    await Promise.allSettled([...disposers].map((dispose) => dispose()));
    process.exit(code);
  };
  const watchdog = setTimeout(() => {
    console.error(`${name}: still running after ${limitMinutes} minutes; giving up`);
    void stop(1);
  }, limitMinutes * 60_000);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(130));
  const register: Register = (dispose) => {
    disposers.add(dispose);
    return () => {
      disposers.delete(dispose);
    };
  };
  return { register, stop };
}

/**
 * Runs `main` when this module is the script node was started with (`npx tsx bench/<file>.ts`),
 * not when `run.ts` imports it: exit 0 once it is done, 1 with the error printed if it throws.
 */
export function runWhenMain(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
