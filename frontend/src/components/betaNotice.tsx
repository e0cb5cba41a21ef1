import type { ReactNode } from 'react';
import { Icon } from './icons';

interface BetaNoticeProps {
  /** Ids the heading and the tests use; each page has its own. */
  readonly id: string;
  readonly testId: string;
  readonly title: string;
  readonly badge: string;
  readonly text: string;
  /** Below the text, e.g. the support contact. */
  readonly children?: ReactNode;
}

/** The "Rodada is in beta" banner the dashboard and the support page open with. */
export function BetaNotice({ id, testId, title, badge, text, children }: BetaNoticeProps) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex gap-4 rounded-2xl border border-brand-200 bg-gradient-to-r from-brand-50 to-white p-4 sm:p-5"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm sm:flex">
        <Icon name="sparkle" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
          {title}
          <span className="rounded-full bg-[var(--color-ball)] px-2 py-0.5 text-[11px] font-extrabold tracking-wider text-brand-900 uppercase">
            {badge}
          </span>
        </h2>
        <p className="mt-1 text-sm text-slate-700">{text}</p>
        {children}
      </div>
    </section>
  );
}
