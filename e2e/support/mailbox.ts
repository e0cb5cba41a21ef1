import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** Where the in-process SMTP server drops each mail (one JSON file per mail) for the test workers. */
/** A fixed port, so the web server's `SMTP_URL` can name it before the mail server starts. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_DIR = fileURLToPath(new URL(`../.data/mail-${SMTP_PORT}/`, import.meta.url));
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  readonly text: string;
}

/** A real SMTP server the app sends through, as it would through any other. */
export async function startMailServer(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          text: Buffer.from(decoded, 'latin1').toString('utf8'),
        };
        const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}.json`;
        writeFileSync(join(MAIL_DIR, name), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every mail received so far for `address`, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(MAIL_DIR).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}
