import type { AdminUser } from '@rodada/events/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminWrites } from '../../lib/adminQueries';
import { ConfirmDialog, FormDialog, useAdminAction } from './adminUi';
import { GrantCreditsForm } from './grantCreditsForm';

type Pending = 'credits' | 'block' | 'admin' | 'delete' | null;

const ACTION =
  'inline-flex h-8 items-center rounded-lg px-2.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-brand-500';

/** A row's actions: add credits, block (not for the blocked), make admin (not for admins), delete. */
export function UserActions({ user }: { readonly user: AdminUser }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const block = useAdminAction(
    () => adminWrites.block(user.id),
    { success: t('toasts.blocked'), error: t('toasts.blockedError') },
    close,
  );
  const makeAdmin = useAdminAction(
    () => adminWrites.makeAdmin(user.id),
    { success: t('toasts.adminGranted'), error: t('toasts.adminGrantedError') },
    close,
  );
  const remove = useAdminAction(
    () => adminWrites.remove(user.id),
    { success: t('toasts.removed'), error: t('toasts.removedError') },
    close,
  );
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  return (
    <div className="flex justify-end gap-1.5">
      <button
        type="button"
        data-testid="action-credits"
        onClick={() => setPending('credits')}
        className={`${ACTION} text-brand-800 ring-brand-200 hover:bg-brand-50`}
      >
        {t('actions.addCredits')}
      </button>
      {user.isBlocked ? null : (
        <button
          type="button"
          data-testid="action-block"
          onClick={() => setPending('block')}
          className={`${ACTION} text-amber-800 ring-amber-200 hover:bg-amber-50`}
        >
          {t('actions.block')}
        </button>
      )}
      {user.isAdmin ? null : (
        <button
          type="button"
          data-testid="action-admin"
          onClick={() => setPending('admin')}
          className={`${ACTION} text-slate-700 ring-slate-200 hover:bg-slate-50`}
        >
          {t('actions.makeAdmin')}
        </button>
      )}
      <button
        type="button"
        data-testid="action-delete"
        onClick={() => setPending('delete')}
        className={`${ACTION} text-red-700 ring-red-200 hover:bg-red-50`}
      >
        {t('actions.delete')}
      </button>

      <FormDialog
        open={pending === 'credits'}
        onOpenChange={onOpenChange}
        title={t('credits.dialogTitle')}
        description={t('credits.dialogDescription', { name: user.name, email: user.email })}
      >
        <GrantCreditsForm user={user} onDone={close} />
      </FormDialog>
      <ConfirmDialog
        open={pending === 'block'}
        onOpenChange={onOpenChange}
        title={t('confirm.blockTitle')}
        description={t('confirm.block')}
        confirmLabel={t('actions.block')}
        pending={block.isPending}
        danger
        onConfirm={() => block.mutate(undefined)}
      />
      <ConfirmDialog
        open={pending === 'admin'}
        onOpenChange={onOpenChange}
        title={t('confirm.adminTitle')}
        description={t('confirm.admin')}
        confirmLabel={t('actions.makeAdmin')}
        pending={makeAdmin.isPending}
        onConfirm={() => makeAdmin.mutate(undefined)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        onOpenChange={onOpenChange}
        title={t('confirm.deleteTitle')}
        description={t('confirm.delete', { name: user.name })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        danger
        onConfirm={() => remove.mutate(undefined)}
      />
    </div>
  );
}
