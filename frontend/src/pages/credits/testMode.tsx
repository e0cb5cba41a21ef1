import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';

/** The sandbox provider's label, on every payment screen (issue 12: "modo de teste"). */
export function TestModeBadge() {
  const { t } = useTranslation('credits');
  return (
    <span
      data-testid="test-mode"
      className="inline-flex shrink-0 items-center gap-1.5 self-start sm:self-auto rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300"
    >
      <Icon name="alert" className="size-3.5" />
      {t('testMode.badge')}
    </span>
  );
}

/** The badge with a line saying nothing real is charged. */
export function TestModeNotice() {
  const { t } = useTranslation('credits');
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 sm:flex-row sm:items-center">
      <TestModeBadge />
      <p className="text-sm text-amber-900">{t('testMode.text')}</p>
    </div>
  );
}
