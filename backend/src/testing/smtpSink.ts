import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  readonly text: string;
}

export interface SmtpSink {
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Keeps every mail that arrives from now on in the middle of its delivery until `release()`. */
  hold(): void;
  /** Lets the held mails (and every later one) through. */
  release(): void;
  /** Mails that have begun their delivery and wait for `release()`. */
  readonly held: number;
  /**
   * Answers the next `times` mails whose decoded text `matches` with a permanent failure (550),
   * as a broken or full mail server would; the answer counts the refusals so far.
   */
  refuse(matches: (text: string) => boolean, times?: number): { readonly count: number };
  /** The first mail to `address` from the `index`-th on, waiting for it up to `timeoutMs`. */
  mailTo(address: string, options?: { index?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in-process: the app sends through it as through any other. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let holding = false;
  let waiting: (() => void)[] = [];
  const refusals: { matches: (text: string) => boolean; left: number; count: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = Buffer.from(
          raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
        const refusal = refusals.find((r) => r.left > 0 && r.matches(text));
        if (refusal) {
          refusal.left--;
          refusal.count++;
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const accept = () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
          callback();
        };
        if (holding) waiting.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const accepts = waiting;
      waiting = [];
      for (const accept of accepts) accept();
    },
    get held() {
      return waiting.length;
    },
    refuse(matches, times = Number.POSITIVE_INFINITY) {
      const refusal = { matches, left: times, count: 0 };
      refusals.push(refusal);
      return {
        get count() {
          return refusal.count;
        },
      };
    },
    async mailTo(address, { index = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(address))[index];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => {
      holding = false;
      for (const accept of waiting) accept();
      waiting = [];
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
