/**
 * A bench helper process (`liveServer.ts`, `liveClients.ts`), forked with `node --expose-gc
 * --import tsx` and spoken to over IPC: every answer is an object with a `type`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export const wallNow = () => performance.timeOrigin + performance.now();

export class Forked<Message extends { readonly type: string }, Request> {
  private readonly child: ChildProcess;

  constructor(script: string, cwd: string, env: Record<string, string> = {}) {
    this.child = fork(script, [], {
      cwd,
      env: { ...process.env, ...env },
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'], // stdout: the server's admin-created banner
    });
  }

  /** The next message of `type`; rejects if the process exits first or nothing comes in time. */
  next<T extends Message['type']>(type: T, timeoutMs: number): Promise<Extract<Message, { type: T }>> {
    const child = this.child;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: Message) => {
        if (message.type === 'error') {
          done();
          reject(new Error(`${type}: ${(message as unknown as { message: string }).message}`));
        }
        if (message.type !== type) return;
        done();
        resolve(message as Extract<Message, { type: T }>);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`bench process exited (code ${code}) while waiting for '${type}'`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`bench process: no '${type}' within ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  ask<T extends Message['type']>(
    request: Request,
    type: T,
    timeoutMs = 30_000,
  ): Promise<Extract<Message, { type: T }>> {
    const answer = this.next(type, timeoutMs);
    this.child.send(request as object);
    return answer;
  }

  /** Sends SIGTERM (the scripts clean up and exit), SIGKILL if still there after 20 s. */
  async close(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * How far another process's wall clock (`performance.timeOrigin + performance.now()`) is ahead of
 * this one's, in ms: `probe` returns the other clock's reading; of several round trips, the
 * shortest gives the estimate (the reading is taken at the midpoint, ± half that round trip).
 */
export async function clockOffset(
  probe: () => Promise<number>,
  rounds = 15,
): Promise<{ offsetMs: number; roundTripMs: number }> {
  let best = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < rounds; i++) {
    const before = wallNow();
    const other = await probe();
    const after = wallNow();
    if (after - before < best.roundTripMs)
      best = { offsetMs: other - (before + after) / 2, roundTripMs: after - before };
  }
  return best;
}
