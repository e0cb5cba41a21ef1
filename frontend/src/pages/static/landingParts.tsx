import type { ReactNode } from 'react';

/** The locale key of a row of the cost table: Super 16 and Super 32 are told apart by player count. */
export function costRowKey(row: { readonly format: string; readonly playerCount: number }): string {
  return row.format === 'super_groups' || row.format === 'americano' || row.format === 'mexicano'
    ? `${row.format}_${row.playerCount}`
    : row.format;
}

/** Where every "create an account" button of the landing page goes: /auth on its register tab. */
export const SIGN_UP_PATH = '/auth?tab=register';

export const PRIMARY_BUTTON =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white shadow-lg shadow-brand-700/25 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** A landing block: an anchor target below the sticky header, with its heading and a line under it. */
export function LandingSection({
  id,
  title,
  subtitle,
  children,
  className = '',
}: {
  readonly id: string;
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 py-14 sm:py-20 ${className}`}>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={`${id}-title`}
            className="text-3xl font-black tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle ? <p className="mt-3 text-lg text-balance text-slate-600">{subtitle}</p> : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
