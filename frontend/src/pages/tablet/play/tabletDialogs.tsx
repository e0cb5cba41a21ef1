import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

const BIG_BUTTON = 'h-14 rounded-xl px-6 text-lg font-bold shadow-sm disabled:opacity-60';

/** 'Encerrar torneio': irreversible, so it asks first. */
export function EndTournamentDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly pending: boolean;
  readonly onConfirm: () => void;
}) {
  const { t } = useTranslation('tabletPlay');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          data-testid="end-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-5 rounded-3xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">
            {t('end.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base leading-relaxed text-slate-600">
            {t('end.description')}
          </AlertDialog.Description>
          <div className="grid grid-cols-2 gap-4">
            <AlertDialog.Cancel className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}>
              {t('end.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              data-testid="confirm-end"
              disabled={pending}
              onClick={onConfirm}
              className={`${BIG_BUTTON} bg-red-600 text-white`}
            >
              {t('end.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
