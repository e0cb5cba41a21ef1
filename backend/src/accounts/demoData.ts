import { randomUUID } from 'node:crypto';
import {
  type AllPosition,
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  type EventStore,
} from '@rodada/events';
import { handleCommand } from '../commands/handleCommand';
import { registerUser } from './registration';

const DEMO_STREAM = 'system-demoSeed';
export const DEMO_ORGANISER = {
  email: 'organizador@rodada.demo',
  password: 'demo1234',
  name: 'Organizador Demo',
} as const;
const DEMO_CREDITS = 10;

/**
 * Adds a demo organiser with credits, once per store, so a newcomer can try everything.
 * Returns the position of what it wrote, or null when the data was there already.
 */
export async function seedDemoData(store: EventStore, now = new Date()): Promise<AllPosition | null> {
  if ((await store.readStream(DEMO_STREAM)).length > 0) return null;
  let userId: string | null = null;
  try {
    ({ userId } = await registerUser(store, { ...DEMO_ORGANISER, now }));
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'auth.emailTaken')) throw error;
  }
  if (userId) {
    await handleCommand(store, creditAccountStream(userId), creditAccountDecider, {
      type: 'GrantCredits',
      amount: DEMO_CREDITS,
      reason: 'promotional',
      by: 'system',
      now,
    });
  }
  try {
    const marker = await store.append(
      DEMO_STREAM,
      [{ id: randomUUID(), type: 'DemoDataSeeded', data: { userId } }],
      'no_stream',
    );
    return userId ? marker.position : null;
  } catch {
    return null;
  }
}
