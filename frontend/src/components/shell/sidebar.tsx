import type { SessionUser } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../icons';
import { BrandMark } from '../publicLayout';
import { navigationFor } from './navigation';
import { TiesBadge } from './tiesBadge';

interface SidebarNavProps {
  readonly user: SessionUser;
  readonly collapsed?: boolean;
  readonly onNavigate?: () => void;
}

/** The sidebar's links by role; shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({ user, collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="grid gap-6">
      {navigationFor(user).map((section) => (
        <div key={section.titleKey ?? 'main'} className="grid gap-1">
          {section.titleKey ? (
            collapsed ? (
              <hr className="mx-3 mb-1 border-slate-200" />
            ) : (
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {t(section.titleKey)}
              </p>
            )
          ) : null}
          {section.items.map((item) => {
            const label = t(item.labelKey);
            // /dashboard is the same screen as /.
            const alsoActive = item.to === '/' && pathname === '/dashboard';
            return (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                className={({ isActive }) =>
                  `group relative flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    collapsed ? 'justify-center' : ''
                  } ${
                    isActive || alsoActive
                      ? 'bg-brand-50 text-brand-800 shadow-[inset_3px_0_0_var(--color-brand-500)]'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                {collapsed ? null : <span className="truncate">{label}</span>}
                {item.to === '/admin' && user.isAdmin ? <TiesBadge collapsed={collapsed} /> : null}
              </NavLink>
            );
          })}
        </div>
      ))}
    </nav>
  );
}

interface DesktopSidebarProps {
  readonly user: SessionUser;
  readonly collapsed: boolean;
  readonly onToggle: () => void;
}

/** From 1024 px: a fixed column that can be folded to its icons. */
export function DesktopSidebar({ user, collapsed, onToggle }: DesktopSidebarProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 lg:block ${
        collapsed ? 'w-20' : 'w-64'
      }`}
    >
      <div className="sticky top-0 flex h-dvh flex-col">
        <Link
          to="/"
          className={`flex h-16 items-center gap-2.5 border-b border-slate-100 text-lg font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 ${
            collapsed ? 'justify-center' : 'px-6'
          }`}
        >
          <BrandMark className="size-8 shrink-0" />
          {collapsed ? <span className="sr-only">{t('common:appName')}</span> : t('common:appName')}
        </Link>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <SidebarNav user={user} collapsed={collapsed} />
        </div>
        <div className="border-t border-slate-100 p-3">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            className={`flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 ${
              collapsed ? 'justify-center' : ''
            }`}
          >
            <Icon name={collapsed ? 'expand' : 'collapse'} className="size-5 shrink-0" />
            {collapsed ? null : t('sidebar.collapse')}
          </button>
        </div>
      </div>
    </aside>
  );
}
