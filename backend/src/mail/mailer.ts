import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every mail is written to `DATA_DIR/outbox/` as an
 * .eml file and, outside production, its first link is logged, so the embedded default needs no
 * mail server. In production the log names the file only: a reset link in a log is a key to an
 * account for whoever reads the log.
 */
/** The configuration the mailer reads (`SMTP_URL`, `MAIL_FROM`, `DATA_DIR`, `NODE_ENV`). */
export interface MailerSettings {
  readonly env: 'development' | 'production' | 'test';
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly dataDir: string;
}

export function createMailer(config: MailerSettings, logger: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const link = config.env === 'production' ? undefined : /https?:\/\/\S+/.exec(mail.text)?.[0];
      logger.info({ to: mail.to, file, link }, 'mail written to the outbox (set SMTP_URL to send it)');
    },
  };
}
