import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../lib/i18n';

export const TRIGGER_CLASS =
  'inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white/80 px-3 text-sm font-semibold text-slate-700 shadow-sm backdrop-blur transition hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=open]:border-brand-400';

const loadMenu = () => import('./languageMenu');
const LanguageMenu = lazy(async () => ({ default: (await loadMenu()).LanguageMenu }));

/**
 * Spec section 2: a dropdown at the top right; picking a language stores it and reloads the page.
 * Until the switcher is hovered, focused or clicked it is a plain button of the same look: the
 * menu's code (languageMenu.tsx) stays out of the first load of every page, the public board's
 * above all.
 */
export function LanguageSwitcher() {
  const [menu, setMenu] = useState<'none' | 'closed' | 'open'>('none');
  if (menu !== 'none') {
    const placeholder = <LanguageButton />;
    return (
      <Suspense fallback={placeholder}>
        <LanguageMenu defaultOpen={menu === 'open'} />
      </Suspense>
    );
  }
  const prepare = () => {
    void loadMenu().then(() => setMenu((now) => (now === 'none' ? 'closed' : now)));
  };
  return <LanguageButton onPointerEnter={prepare} onFocus={prepare} onClick={() => setMenu('open')} />;
}

function LanguageButton(props: {
  readonly onPointerEnter?: () => void;
  readonly onFocus?: () => void;
  readonly onClick?: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-switcher"
      className={TRIGGER_CLASS}
      {...props}
    >
      <GlobeIcon />
      <span data-testid="language-label">{languageLabel(i18n.resolvedLanguage ?? i18n.language)}</span>
      <span className="sr-only">{t('language.choose')}</span>
      <ChevronIcon />
    </button>
  );
}

export function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
