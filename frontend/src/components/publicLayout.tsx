import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from './languageSwitcher';

/** The frame of pages seen without signing in: brand at the top left, language at the top right. */
export function PublicLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="court-backdrop flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <BrandMark />
          {t('appName')}
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 flex-col">{children}</main>
    </div>
  );
}

export function BrandMark({ className = 'size-8' }: { readonly className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <rect width="64" height="64" rx="16" fill="var(--color-brand-700)" />
      <circle cx="32" cy="32" r="17" fill="var(--color-ball)" />
      <path
        d="M19 22c8 4 8 16 0 20M45 22c-8 4-8 16 0 20"
        stroke="var(--color-brand-700)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
