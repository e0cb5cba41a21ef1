import { CREATABLE_FORMATS, type CreatableFormat, type TournamentCode } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { tabletCodesChanged, tabletWrites } from '../../../lib/tabletApi';
import { useToast } from '../../../state/toasts';

const OVERLAY = 'fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]';
const CONTENT =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none';
const DANGER =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-red-600 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-md transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60';

/** 'Criar código': one of the three formats a tablet may create (Super 16/32 are not offered). */
export function CreateCodeDialog({
  open,
  onOpenChange,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['tablet', 'tournaments']);
  const { toast } = useToast();
  const client = useQueryClient();
  const [format, setFormat] = useState<CreatableFormat>('super8');
  const create = useMutation({
    mutationFn: tabletWrites.createCode,
    onSuccess: async (created) => {
      toast({ title: t('codes.toasts.created'), description: created.code });
      onOpenChange(false);
      await tabletCodesChanged(client);
    },
    onError: (error) =>
      toast({ title: t('codes.toasts.createFailed'), description: error.message, variant: 'destructive' }),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content data-testid="create-code-dialog" className={CONTENT}>
          <div>
            <Dialog.Title className="text-lg font-bold text-slate-900">{t('codes.create')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {t('codes.createDescription')}
            </Dialog.Description>
          </div>
          <div role="radiogroup" aria-label={t('codes.columns.type')} className="grid gap-2">
            {CREATABLE_FORMATS.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
                  format === option
                    ? 'border-brand-500 bg-brand-50'
                    : 'border-slate-200 bg-white hover:border-brand-300'
                }`}
              >
                <input
                  type="radio"
                  name="tournamentType"
                  value={option}
                  checked={format === option}
                  onChange={() => setFormat(option)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="grid gap-0.5">
                  <span className="font-semibold text-slate-900">
                    {t(`tournaments:formats.${option}.name`)}
                  </span>
                  <span className="text-sm text-slate-600">{t(`tournaments:formats.${option}.players`)}</span>
                </span>
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-500">{t('codes.notOffered')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses.secondary}>{t('codes.cancel')}</Dialog.Close>
            <button
              type="button"
              data-testid="create-code-confirm"
              disabled={create.isPending}
              onClick={() => create.mutate(format)}
              className={buttonClasses.primary}
            >
              {create.isPending ? t('codes.creating') : t('codes.create')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Desativar?" before a code stops working; a tournament it created stays. */
export function DeactivateCodeDialog({
  code,
  onClose,
}: {
  readonly code: TournamentCode | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('tablet');
  const { toast } = useToast();
  const client = useQueryClient();
  const deactivate = useMutation({
    mutationFn: tabletWrites.deactivateCode,
    onSuccess: async () => {
      toast({ title: t('codes.toasts.deactivated') });
      onClose();
      await tabletCodesChanged(client);
    },
    onError: (error) =>
      toast({
        title: t('codes.toasts.deactivateFailed'),
        description: error.message,
        variant: 'destructive',
      }),
  });
  return (
    <AlertDialog.Root open={code !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content data-testid="deactivate-code-dialog" className={CONTENT}>
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            {t('codes.deactivateTitle', { code: code?.code ?? '' })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-slate-600">
            {t('codes.deactivateDescription')}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses.secondary}>{t('codes.cancel')}</AlertDialog.Cancel>
            <button
              type="button"
              data-testid="deactivate-code-confirm"
              disabled={deactivate.isPending}
              onClick={() => code && deactivate.mutate(code.id)}
              className={DANGER}
            >
              <Icon name="lock" className="size-4" />
              {t('codes.deactivate')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
