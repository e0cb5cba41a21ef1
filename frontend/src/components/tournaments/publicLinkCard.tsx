import { useTranslation } from 'react-i18next';
import { useToast } from '../../state/toasts';
import { buttonClasses } from '../ui/button';
import { copyText } from './tournamentText';
import { useQrCode } from './useQrCode';

export const QR_SIZE_PX = 150;

/** Copies the public link with the spec's toasts ('Link copiado!' / 'Erro ao copiar'). */
export function useCopyPublicLink() {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  return async (link: string) => {
    try {
      await copyText(link);
      toast({ title: t('toasts.linkCopied') });
    } catch {
      toast({
        title: t('toasts.copyFailed'),
        description: t('toasts.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };
}

/**
 * The owner's share box: a public link (a tournament's board, a circuit's standings), a 150 px QR
 * code drawn in the browser, a copy button and the link's TV view (the link followed by `/tv`).
 */
export function PublicLinkCard({ link, qrAlt }: { readonly link: string; readonly qrAlt?: string }) {
  const { t } = useTranslation('tournaments');
  const copy = useCopyPublicLink();
  const qr = useQrCode(link, { width: QR_SIZE_PX * 2, margin: 1 });

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby="share-title"
    >
      <h2 id="share-title" className="text-base font-bold text-slate-900">
        {t('share.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('share.description')}</p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="flex size-[150px] shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white">
          {qr ? (
            <img
              src={qr}
              width={QR_SIZE_PX}
              height={QR_SIZE_PX}
              alt={qrAlt ?? t('share.qrAlt')}
              data-testid="public-qr"
              className="size-[150px] rounded-xl"
            />
          ) : null}
        </div>
        <div className="grid w-full min-w-0 gap-2">
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            data-testid="public-link"
            className="block truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-brand-800 ring-1 ring-slate-200 ring-inset hover:underline"
          >
            {link}
          </a>
          <button type="button" onClick={() => void copy(link)} className={buttonClasses.secondary}>
            {t('share.copy')}
          </button>
          <a
            href={`${link}/tv`}
            target="_blank"
            rel="noreferrer"
            data-testid="open-tv"
            className={buttonClasses.secondary}
          >
            {t('share.openTv')}
          </a>
        </div>
      </div>
    </section>
  );
}
