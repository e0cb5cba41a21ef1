import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../components/icons';
import { PageHeader } from '../tournaments/pageHeader';
import { CreditsTab } from './creditsTab';
import { FinancialTab } from './financialTab';
import { ReportsTab } from './reportsTab';
import { StatsTab } from './statsTab';
import { UsersTab } from './usersTab';

export const ADMIN_TABS = ['users', 'credits', 'stats', 'financial', 'reports'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const ICONS: Record<AdminTab, IconName> = {
  users: 'users',
  credits: 'coins',
  stats: 'trophy',
  financial: 'card',
  reports: 'report',
};

const CONTENTS: Record<AdminTab, () => ReactNode> = {
  users: UsersTab,
  credits: CreditsTab,
  stats: StatsTab,
  financial: FinancialTab,
  reports: ReportsTab,
};

/** The tab named in `?tab=`; anything else is the first tab. */
export function tabOf(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'users';
}

/** 'Área do Gestor': five tabs, the open one kept in the address so a reload or a link keeps it. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="min-w-0"
      >
        <Tabs.List
          aria-label={t('title')}
          className="mb-4 flex flex-wrap gap-1.5 sm:mb-6 sm:flex-nowrap sm:gap-1 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
        >
          {ADMIN_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              data-testid={`admin-tab-${value}`}
              className="inline-flex h-10 grow items-center justify-center gap-1.5 rounded-xl bg-white px-3.5 text-sm font-semibold whitespace-nowrap text-slate-600 ring-1 ring-slate-200 transition ring-inset hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=active]:ring-brand-600 sm:flex-1 sm:bg-transparent sm:ring-0"
            >
              <Icon name={ICONS[value]} className="size-4" />
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((value) => {
          const Content = CONTENTS[value];
          return (
            <Tabs.Content key={value} value={value} className="outline-none">
              <Content />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
