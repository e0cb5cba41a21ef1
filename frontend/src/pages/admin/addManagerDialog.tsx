import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { adminWrites } from '../../lib/adminQueries';
import { FormDialog, useAdminAction } from './adminUi';
import { type PickedUser, UserPicker } from './userPicker';

/** 'Adicionar Gestor': find a user by name or e-mail, then confirm making them an administrator. */
export function AddManagerDialog({
  open,
  onOpenChange,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const close = () => {
    setPicked(null);
    onOpenChange(false);
  };
  const makeAdmin = useAdminAction(
    (userId: string) => adminWrites.makeAdmin(userId),
    { success: t('toasts.adminGranted'), error: t('toasts.adminGrantedError') },
    close,
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('users.addManager')}
      description={t('manager.description')}
    >
      <UserPicker
        label={t('manager.user')}
        value={picked}
        onChange={setPicked}
        testId="manager-picker"
        filter={(user) =>
          user.isAdmin ? t('manager.alreadyAdmin') : user.isBlocked ? t('users.blocked') : null
        }
      />
      {picked ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('confirm.admin')}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClasses.secondary} onClick={close}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className={buttonClasses.primary}
          disabled={!picked || makeAdmin.isPending}
          onClick={() => picked && makeAdmin.mutate(picked.id)}
        >
          {t('manager.confirm')}
        </button>
      </div>
    </FormDialog>
  );
}
