import { type ReactNode, useId } from 'react';
import { CARD } from '../ui/card';

/** A titled card of a circuit's page; its content (a table, a list) runs to the card's edges. */
export function CircuitSection({
  title,
  testId,
  children,
}: {
  readonly title: ReactNode;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`${CARD} min-w-0 overflow-hidden`} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="px-4 pt-4 pb-2 text-base font-bold text-slate-900 sm:px-5">
        {title}
      </h2>
      {children}
    </section>
  );
}
