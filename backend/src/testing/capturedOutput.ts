import { Writable } from 'node:stream';
import type { ServerOutput } from '../server';

/** Everything a server writes for its operator (log lines and start-up notices), kept for a test to read. */
export function captureOutput() {
  let log = '';
  let printed = '';
  const output: ServerOutput = {
    logStream: new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
    print(text: string) {
      printed += text;
    },
  };
  return {
    output,
    /** Log lines written so far. */
    logLines: () => log.split('\n').filter(Boolean),
    /** Log records written so far (JSON lines; only outside development, which prints them pretty). */
    // biome-ignore lint/suspicious/noExplicitAny: log records are checked field by field in tests
    records: (): any[] =>
      log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    /** All the server wrote for its operator: log lines and notices. */
    all: () => `${printed}${log}`,
    clear() {
      log = '';
      printed = '';
    },
  };
}
export type CapturedOutput = ReturnType<typeof captureOutput>;
