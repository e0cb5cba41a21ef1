import { type AdminUser, USER_SEARCH_MAX_LENGTH } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { adminQueries } from '../../lib/adminQueries';
import { useDebounced } from './adminUi';

export type PickedUser = Pick<AdminUser, 'id' | 'name' | 'email'> & Partial<AdminUser>;

const RESULTS = 8;

/**
 * Finds a user by name or e-mail on the server (so it works with any number of users) and keeps the
 * one chosen; 'Trocar' goes back to searching.
 */
export function UserPicker({
  label,
  value,
  onChange,
  filter,
  testId = 'user-picker',
}: {
  readonly label: string;
  readonly value: PickedUser | null;
  readonly onChange: (user: PickedUser | null) => void;
  /** Users that may not be picked are shown greyed with the reason (e.g. already an admin). */
  readonly filter?: (user: AdminUser) => string | null;
  readonly testId?: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const results = useQuery({
    ...adminQueries.users({ search: term, page: 1, pageSize: RESULTS }),
    enabled: value === null && term !== '',
  });

  if (value) {
    return (
      <div className="grid gap-1.5" data-testid={testId}>
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <div className="flex items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50/60 px-3.5 py-2.5">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900" data-testid="picked-user">
              {value.name}
            </p>
            <p className="truncate text-xs text-slate-600">{value.email}</p>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-100"
          >
            {t('picker.change')}
          </button>
        </div>
      </div>
    );
  }

  const users = results.data?.users ?? [];
  return (
    <div className="grid gap-1.5" data-testid={testId}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Icon
          name="users"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={USER_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('picker.placeholder')}
          aria-controls={`${id}-results`}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3.5 pl-10 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:text-sm"
        />
      </div>
      <div id={`${id}-results`} aria-live="polite">
        {term === '' ? (
          <p className="text-xs text-slate-500">{t('picker.hint')}</p>
        ) : results.isFetching && users.length === 0 ? (
          <p className="text-xs text-slate-500">{t('picker.searching')}</p>
        ) : results.isError ? (
          <p className="text-xs text-red-600">{results.error.message}</p>
        ) : users.length === 0 ? (
          <p className="text-xs text-slate-500">{t('picker.none')}</p>
        ) : (
          <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
            {users.map((user) => {
              const refusal = filter?.(user) ?? null;
              return (
                <li key={user.id}>
                  <button
                    type="button"
                    disabled={refusal !== null}
                    onClick={() => {
                      onChange(user);
                      setSearch('');
                    }}
                    className="flex w-full items-center justify-between gap-3 px-3.5 py-2.5 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
                      <span className="block truncate text-xs text-slate-500">{user.email}</span>
                    </span>
                    {refusal ? <span className="shrink-0 text-xs text-slate-500">{refusal}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
