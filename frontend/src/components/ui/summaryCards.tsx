import { Icon, type IconName } from '../icons';
import { CARD } from './card';

export interface SummaryCard {
  readonly key: string;
  readonly label: string;
  readonly value: string | number;
  readonly icon: IconName;
  /** The icon's background and colour; the brand's by default. */
  readonly tone?: string;
}

/**
 * A credit report's figures (credits used, added, balance, count): one card each, two a row on a
 * phone and four on a wide screen. Each value carries `report-{key}` as its test id.
 */
export function SummaryCards({ cards }: { readonly cards: readonly SummaryCard[] }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <section key={card.key} className={`${CARD} min-w-0 p-4 sm:p-5`}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-xs font-semibold text-slate-600 sm:text-sm">{card.label}</h2>
            <span
              className={`hidden size-9 items-center justify-center rounded-xl sm:flex ${card.tone ?? 'bg-brand-50 text-brand-700'}`}
            >
              <Icon name={card.icon} className="size-5" />
            </span>
          </div>
          <p
            data-testid={`report-${card.key}`}
            className="mt-1 text-2xl font-black tracking-tight break-words text-slate-900 tabular-nums sm:text-3xl"
          >
            {card.value}
          </p>
        </section>
      ))}
    </div>
  );
}
