import type { ReactNode } from 'react';

/** A white panel that opens on its title (a native <details>): the rules, the draw's balance. */
export function DisclosurePanel({
  title,
  intro,
  testId,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <details
      data-testid={testId}
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:pb-2"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-base font-bold text-slate-900">{title}</span>
          <span className="mt-0.5 block text-sm text-slate-600">{intro}</span>
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
