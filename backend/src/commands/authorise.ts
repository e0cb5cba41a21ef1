import { type Actor, DomainError } from '@rodada/events';

/** The signed-in person behind an actor; 401 for anyone else. */
export function signedIn(actor: Actor): string {
  if ((actor.kind !== 'user' && actor.kind !== 'admin') || !actor.id)
    throw new DomainError('auth.unauthenticated');
  return actor.id;
}

/** An administrator's id; 401 when anonymous, 403 for anyone else. */
export function administrator(actor: Actor): string {
  const id = signedIn(actor);
  if (actor.kind !== 'admin') throw new DomainError('auth.forbidden');
  return id;
}
