import { randomBytes, randomUUID } from 'node:crypto';
import { type AllPosition, DomainError, type EventStore } from '@rodada/events';
import { registerUser } from './registration';

const BOOTSTRAP_STREAM = 'system-adminBootstrap';
export const DEFAULT_ADMIN_EMAIL = 'admin@rodada.local';

export type BootstrapOutcome =
  | { readonly created: false }
  | {
      readonly created: true;
      readonly email: string;
      readonly password: string;
      readonly generated: boolean;
      readonly position: AllPosition;
    };

/**
 * On the first start of an empty store, creates the administrator: `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD` when given, otherwise generated credentials the caller prints once.
 */
export async function bootstrapAdministrator(
  store: EventStore,
  options: { email: string | null; password: string | null; now: Date },
): Promise<BootstrapOutcome> {
  const done = await store.readStream(BOOTSTRAP_STREAM);
  if (done.length > 0) return { created: false };
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const generated = !options.password;
  const password = options.password ?? randomBytes(12).toString('base64url');
  let userId: string | null = null;
  let position: AllPosition | null = null;
  try {
    ({ userId, position } = await registerUser(store, {
      email,
      name: 'Administrador',
      password,
      isAdmin: true,
      now: options.now,
    }));
  } catch (error) {
    // Another process (or an interrupted earlier start) created it: only the marker is missing.
    if (!(error instanceof DomainError && error.code === 'auth.emailTaken')) throw error;
  }
  try {
    await store.append(
      BOOTSTRAP_STREAM,
      [{ id: randomUUID(), type: 'AdministratorBootstrapped', data: { userId, email } }],
      'no_stream',
    );
  } catch {
    return { created: false };
  }
  return userId && position ? { created: true, email, password, generated, position } : { created: false };
}
