import {
  type AllPosition,
  creditAccountDecider,
  creditAccountStream,
  DEMO_SEED_STREAM,
  DomainError,
  type EventStore,
  encodeFor,
  type GrantCredits,
} from '@rodada/events';
import { commandOf, metadataOf, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { registerUser } from './registration';

export const DEMO_ORGANISER = {
  email: 'organizador@rodada.demo',
  password: 'demo1234',
  name: 'Organizador Demo',
} as const;
const DEMO_CREDITS = 10;

/**
 * Adds a demo organiser with credits, once per store, so a newcomer can try everything, and
 * (`withTournaments`, given the running system's slice) its demo tournaments before the seed is
 * marked done: a crash in between seeds them again, and their fixed command ids create nothing twice.
 * Returns the position of what it wrote, or null when the data was there already.
 */
export async function seedDemoData(
  store: EventStore,
  now = new Date(),
  /** Given the organiser and the position of their credits, which the caller waits for. */
  withTournaments?: (userId: string, credited: AllPosition) => Promise<void>,
): Promise<AllPosition | null> {
  if ((await store.readStream(DEMO_SEED_STREAM)).length > 0) return null;
  const context = systemContext('demoSeed', now);
  let userId: string | null = null;
  try {
    ({ userId } = await registerUser(store, context, DEMO_ORGANISER));
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'auth.emailTaken')) throw error;
  }
  if (userId) {
    const granted = await handleCommand(
      store,
      creditAccountStream(userId),
      creditAccountDecider,
      commandOf<GrantCredits>('GrantCredits', { amount: DEMO_CREDITS, reason: 'promotional' }, context),
    );
    if (granted.position) await withTournaments?.(userId, granted.position);
  }
  try {
    const marker = await store.append(
      DEMO_SEED_STREAM,
      [
        {
          id: context.commandId,
          ...encodeFor(DEMO_SEED_STREAM, { type: 'DemoDataSeeded', data: { userId } }),
          metadata: metadataOf(context),
        },
      ],
      'no_stream',
    );
    return userId ? marker.position : null;
  } catch {
    return null;
  }
}
