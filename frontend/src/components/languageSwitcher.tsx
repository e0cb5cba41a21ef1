import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel } from '../lib/i18n';
import { ChevronIcon, GlobeIcon, TRIGGER_CLASS } from './languageTrigger';

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
