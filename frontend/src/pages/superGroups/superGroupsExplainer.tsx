import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';

const CARDS: readonly { readonly key: string; readonly icon: IconName; readonly tone: string }[] = [
  { key: 'groups', icon: 'users', tone: 'bg-violet-50 text-violet-700' },
  { key: 'groupPhase', icon: 'shuffle', tone: 'bg-brand-50 text-brand-700' },
  { key: 'superFinal', icon: 'sparkle', tone: 'bg-sky-50 text-sky-700' },
  { key: 'podiums', icon: 'trophy', tone: 'bg-amber-50 text-amber-700' },
  { key: 'ties', icon: 'alert', tone: 'bg-red-50 text-red-700' },
];

/** The five cards that explain the format before the form: groups, group phase, final, podiums, ties. */
export function SuperGroupsExplainer() {
  const { t } = useTranslation('superGroups');
  return (
    <section aria-labelledby="super-groups-explain" data-testid="super-groups-explainer" className="mb-6">
      <h2 id="super-groups-explain" className="sr-only">
        {t('create.explainTitle')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {CARDS.map((card) => (
          <li
            key={card.key}
            data-testid={`explain-${card.key}`}
            className={`flex gap-3 rounded-2xl border bg-white p-4 shadow-sm lg:flex-col ${
              card.key === 'ties' ? 'border-red-200' : 'border-slate-200'
            }`}
          >
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${card.tone}`}>
              <Icon name={card.icon} className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-bold text-slate-900">{t(`create.explain.${card.key}.title`)}</h3>
              <p className="mt-1 text-sm leading-snug text-slate-600">
                {t(`create.explain.${card.key}.body`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
