import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, languageLabel, switchLanguage } from '../lib/i18n';
import { ChevronIcon, GlobeIcon, TRIGGER_CLASS } from './languageTrigger';

const NAME_KEYS = {
  'pt-BR': 'language.names.ptBR',
  en: 'language.names.en',
  es: 'language.names.es',
} as const satisfies Record<Language, string>;

/**
 * The Radix dropdown behind the language switcher, in a chunk of its own (Radix menu and
 * floating-ui weigh about 25 KB gzip): loaded on the first hover, focus or click of the switcher,
 * `defaultOpen` when that was a click.
 */
export function LanguageMenu({ defaultOpen }: { readonly defaultOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger data-testid="language-switcher" className={TRIGGER_CLASS}>
        <GlobeIcon />
        <span data-testid="language-label">{languageLabel(current)}</span>
        <span className="sr-only">{t('language.choose')}</span>
        <ChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              void switchLanguage(value as Language);
            }}
          >
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[state=checked]:font-semibold"
              >
                {t(NAME_KEYS[language])}
                <DropdownMenu.ItemIndicator>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}
