import { startMailServer } from './support/mailbox';

/** Starts the SMTP server the app sends through; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailServer();
}
