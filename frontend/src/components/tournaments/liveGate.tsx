import type { ReactNode } from 'react';
import type { LiveState } from '../../lib/useLiveQuery';
import { Spinner } from '../spinner';
import { TournamentNotFound } from './tournamentViews';

interface LiveGateProps<T> {
  readonly state: LiveState<T>;
  /** Where the not-found card's button leads; none on the public board. */
  readonly backTo?: string;
  /** What a missing body shows (a tournament's not-found card unless given). */
  readonly notFound?: ReactNode;
  readonly children: (data: T) => ReactNode;
}

/** A live body's loading, missing and failed states, then the page itself. */
export function LiveGate<T>({ state, backTo, notFound, children }: LiveGateProps<T>) {
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'notFound') return notFound ?? <TournamentNotFound backTo={backTo} />;
  if (state.status === 'error')
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {state.message}
      </p>
    );
  return children(state.data);
}
