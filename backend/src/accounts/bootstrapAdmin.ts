import { randomBytes } from 'node:crypto';
import {
  ADMIN_BOOTSTRAP_STREAM,
  type AllPosition,
  DomainError,
  type EventStore,
  encodeFor,
} from '@rodada/events';
import { metadataOf, systemContext } from '../commands/context';
import { registerUser } from './registration';

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
  const done = await store.readStream(ADMIN_BOOTSTRAP_STREAM);
  if (done.length > 0) return { created: false };
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const generated = !options.password;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const context = systemContext('adminBootstrap', options.now);
  let userId: string | null = null;
  let position: AllPosition | null = null;
  try {
    ({ userId, position } = await registerUser(store, context, {
      email,
      name: 'Administrador',
      password,
      isAdmin: true,
    }));
  } catch (error) {
    // Another process (or an interrupted earlier start) created it: only the marker is missing.
    if (!(error instanceof DomainError && error.code === 'auth.emailTaken')) throw error;
  }
  try {
    await store.append(
      ADMIN_BOOTSTRAP_STREAM,
      [
        {
          id: context.commandId,
          ...encodeFor(ADMIN_BOOTSTRAP_STREAM, {
            type: 'AdministratorBootstrapped',
            data: { userId, email },
          }),
          metadata: metadataOf(context),
        },
      ],
      'no_stream',
    );
  } catch {
    return { created: false };
  }
  return userId && position ? { created: true, email, password, generated, position } : { created: false };
}
