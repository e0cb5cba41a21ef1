import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button';

/**
 * The owner's "Encerrar torneio", for every format (the Mexicano's rounds panel holds it too): it
 * asks first, saying that the matches without a result will not be played and that the ranking
 * as it stands becomes final.
 */
export function EndTournamentAction({
  busy,
  onEnd,
  testId = 'end-tournament',
}: {
  readonly busy: boolean;
  readonly onEnd: () => void;
  readonly testId?: string;
}) {
  const { t } = useTranslation('tournaments');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses.secondary}
        disabled={busy}
        onClick={() => setConfirming(true)}
        data-testid={testId}
      >
        {t('end.button')}
      </button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <AlertDialog.Content
            data-testid="end-tournament-dialog"
            className="fixed inset-x-0 bottom-0 z-50 grid gap-4 rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          >
            <AlertDialog.Title className="text-lg font-bold text-slate-900">
              {t('end.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              {t('end.description')}
            </AlertDialog.Description>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
              <AlertDialog.Cancel className={`${buttonClasses.secondary} h-12 sm:h-11`}>
                {t('end.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={`${buttonClasses.primary} h-12 bg-red-600 hover:bg-red-700 sm:h-11`}
                onClick={onEnd}
                data-testid={`${testId}-confirm`}
              >
                {t('end.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
