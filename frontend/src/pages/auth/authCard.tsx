import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import { PublicLayout } from '../../components/publicLayout';

interface AuthCardProps {
  readonly icon: IconName;
  readonly tone?: 'brand' | 'danger';
  readonly title: string;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
}

/** The centred card of the password-recovery screens. */
export function AuthCard({ icon, tone = 'brand', title, description, children }: AuthCardProps) {
  return (
    <PublicLayout>
      <section className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-3xl border border-slate-200/80 bg-white/90 p-6 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-9">
          <span
            className={`mb-5 flex size-12 items-center justify-center rounded-2xl ${
              tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700'
            }`}
          >
            <Icon name={icon} className="size-6" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          {description ? (
            <div className="mt-2 text-sm leading-relaxed text-slate-600">{description}</div>
          ) : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </div>
      </section>
    </PublicLayout>
  );
}
