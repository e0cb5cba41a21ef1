import type { AdminUser } from '@rodada/events/contracts';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { adminWrites } from '../../lib/adminQueries';
import { ConfirmDialog, FormDialog, useAdminAction } from './adminUi';
import { GrantCreditsForm } from './grantCreditsForm';

type Pending = 'credits' | 'block' | 'admin' | 'delete' | null;

const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

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
    <div className="flex justify-end">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-testid="user-actions"
          aria-label={t('actions.menu', { name: user.name })}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100"
        >
          {t('users.actions')}
          <Icon name="expand" className="size-4 rotate-90" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
          >
            <DropdownMenu.Item
              data-testid="action-credits"
              className={ITEM}
              onSelect={() => setPending('credits')}
            >
              <Icon name="plus" className="size-4 text-slate-500" />
              {t('actions.addCredits')}
            </DropdownMenu.Item>
            {user.isBlocked ? null : (
              <DropdownMenu.Item
                data-testid="action-block"
                className={ITEM}
                onSelect={() => setPending('block')}
              >
                <Icon name="lock" className="size-4 text-slate-500" />
                {t('actions.block')}
              </DropdownMenu.Item>
            )}
            {user.isAdmin ? null : (
              <DropdownMenu.Item
                data-testid="action-admin"
                className={ITEM}
                onSelect={() => setPending('admin')}
              >
                <Icon name="shield" className="size-4 text-slate-500" />
                {t('actions.makeAdmin')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item
              data-testid="action-delete"
              className={`${ITEM} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
              onSelect={() => setPending('delete')}
            >
              <Icon name="close" className="size-4" />
              {t('actions.delete')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

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
