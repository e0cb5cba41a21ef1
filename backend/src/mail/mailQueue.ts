import type { Mail, Mailer } from './mailer';

/** Composes a queued mail when its turn comes; null when, after all, there is nothing to send. */
export type ComposeMail = () => Promise<Mail | null>;

interface Job {
  readonly compose: ComposeMail;
  readonly onError: (error: unknown) => void;
}

/**
 * Mails that go out after the answer. A request that may or may not send a mail (a password
 * reset for an e-mail that may or may not have an account) queues the work and answers at once,
 * so the answer takes the same time either way and never waits for a slow mail server. The queue
 * lives in this process: a mail still queued when the process dies is not sent (the person asks
 * again).
 */
export class MailQueue {
  private readonly jobs: Job[] = [];
  private running = 0;
  private idle: (() => void)[] = [];

  constructor(
    private readonly mailer: () => Mailer,
    private readonly options: { readonly concurrency: number; readonly capacity: number } = {
      concurrency: 4,
      capacity: 1000,
    },
  ) {}

  /** Queues a mail; false (and nothing queued) when the queue is full. */
  enqueue(compose: ComposeMail, onError: (error: unknown) => void): boolean {
    if (this.jobs.length >= this.options.capacity) return false;
    this.jobs.push({ compose, onError });
    this.next();
    return true;
  }

  /** Mails waiting or being sent now. */
  get size(): number {
    return this.jobs.length + this.running;
  }

  /** Resolves once every queued mail has been composed and sent (or has failed). */
  drained(): Promise<void> {
    if (this.running === 0 && this.jobs.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private next(): void {
    while (this.running < this.options.concurrency && this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.next();
        if (this.running === 0 && this.jobs.length === 0) {
          const waiting = this.idle;
          this.idle = [];
          for (const resolve of waiting) resolve();
        }
      });
    }
  }

  private async run(job: Job): Promise<void> {
    try {
      const mail = await job.compose();
      if (mail) await this.mailer().send(mail);
    } catch (error) {
      job.onError(error);
    }
  }
}
