import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  formatDate,
  USER_SEARCH_MAX_LENGTH,
  UserTypeSchema,
} from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { adminQueries, adminWrites } from '../../lib/adminQueries';
import { AddManagerDialog } from './addManagerDialog';
import { Badge, CARD, EmptyNote, ErrorNote, useAdminAction, useDebounced } from './adminUi';
import { UserActions } from './userActions';

const USER_TYPES = UserTypeSchema.options;
const TYPE_SELECT =
  'h-9 w-32 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:opacity-60';

/** 'Usuários': every user, searched and paged on the server, with the admin's actions per row. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [addingManager, setAddingManager] = useState(false);
  const term = useDebounced(search.trim());
  const users = useQuery(adminQueries.users({ search: term, page, pageSize: ADMIN_PAGE_SIZE }));
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <section className={`${CARD} overflow-hidden`} aria-labelledby="users-title">
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 id="users-title" className="text-base font-bold text-slate-900">
            {t('users.title')}
          </h2>
          <p className="text-sm text-slate-500" data-testid="users-total">
            {t('users.total', { count: total })}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label className="relative block">
            <span className="sr-only">{t('users.search')}</span>
            <Icon
              name="users"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              data-testid="users-search"
              maxLength={USER_SEARCH_MAX_LENGTH}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              placeholder={t('users.search')}
              className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3.5 pl-10 text-base shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:w-72 sm:text-sm"
            />
          </label>
          <button type="button" className={buttonClasses.primary} onClick={() => setAddingManager(true)}>
            <Icon name="shield" className="size-4" />
            {t('users.addManager')}
          </button>
        </div>
      </div>
      {users.status === 'pending' ? <Spinner /> : null}
      {users.status === 'error' ? (
        <div className="p-4">
          <ErrorNote>{users.error.message}</ErrorNote>
        </div>
      ) : null}
      {users.status === 'success' && users.data.users.length === 0 ? (
        <div className="p-4">
          <EmptyNote>{term ? t('users.noMatch') : t('users.empty')}</EmptyNote>
        </div>
      ) : null}
      {users.status === 'success' && users.data.users.length > 0 ? (
        <div className={`md:overflow-x-auto ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]" data-testid="users-table">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase max-md:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 sm:px-5">
                  {t('users.name')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('users.email')}
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  {t('users.credits')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('users.status')}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t('users.type')}
                </th>
                <th scope="col" className="px-4 py-3 text-right sm:px-5">
                  {t('users.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-md:block">
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav
          aria-label={t('users.pages')}
          className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm sm:px-5"
        >
          <button
            type="button"
            className={buttonClasses.secondary}
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('users.previous')}
          </button>
          <span className="text-slate-600 tabular-nums" data-testid="users-page">
            {t('users.page', { page, pages })}
          </span>
          <button
            type="button"
            className={buttonClasses.secondary}
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {t('users.next')}
          </button>
        </nav>
      ) : null}
      <AddManagerDialog open={addingManager} onOpenChange={setAddingManager} />
    </section>
  );
}

function UserRow({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    // Below md each row is a card: name and balance, the e-mail, then status, type and actions.
    <tr
      data-testid="user-row"
      data-user-id={user.id}
      className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:p-4"
    >
      <td className="px-4 py-3 max-md:order-1 max-md:min-w-0 max-md:flex-1 max-md:p-0 sm:px-5">
        <span className="font-semibold text-slate-900">{user.name}</span>
        {user.isAdmin ? (
          <span className="ml-2">
            <Badge tone="brand">{t('users.admin')}</Badge>
          </span>
        ) : null}
        <span data-testid="user-consent" className="mt-0.5 block text-xs text-slate-500">
          {user.consent
            ? t('users.consent', { ...user.consent, date: formatDate(user.createdAt) })
            : t('users.noConsent', { date: formatDate(user.createdAt) })}
        </span>
      </td>
      <td
        className="max-w-[16rem] truncate px-3 py-3 text-slate-600 max-md:order-3 max-md:w-full max-md:max-w-none max-md:p-0"
        title={user.email}
      >
        {user.email}
      </td>
      <td className="px-3 py-3 text-right font-bold whitespace-nowrap text-slate-900 tabular-nums max-md:order-2 max-md:p-0">
        {user.credits}{' '}
        <span className="font-normal text-slate-500 md:sr-only">{t('users.creditsSuffix')}</span>
      </td>
      <td className="px-3 py-3 max-md:order-4 max-md:p-0">
        <Badge tone={user.isBlocked ? 'red' : 'green'}>
          {user.isBlocked ? t('users.blocked') : t('users.active')}
        </Badge>
      </td>
      <td className="px-3 py-3 max-md:order-5 max-md:ml-auto max-md:p-0">
        <UserTypeSelect user={user} />
      </td>
      <td className="px-4 py-3 max-md:order-6 max-md:p-0 sm:px-5">
        <UserActions user={user} />
      </td>
    </tr>
  );
}

function UserTypeSelect({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation('admin');
  const change = useUserTypeChange();
  return (
    <select
      aria-label={t('users.typeOf', { name: user.name })}
      data-testid="user-type"
      value={change.isPending && change.variables ? change.variables.userType : user.userType}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate({ userId: user.id, userType: event.target.value as AdminUser['userType'] })
      }
      className={TYPE_SELECT}
    >
      {USER_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`userTypes.${type === 'Quadra' ? 'venue' : 'user'}`)}
        </option>
      ))}
    </select>
  );
}

function useUserTypeChange() {
  const { t } = useTranslation('admin');
  return useAdminAction(
    (input: { userId: string; userType: AdminUser['userType'] }) =>
      adminWrites.changeType(input.userId, { userType: input.userType }),
    { success: t('toasts.typeUpdated'), error: t('toasts.typeUpdatedError') },
  );
}
