import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../state/toasts';
import { Icon } from '../icons';
import { buttonClasses } from '../ui/button';

interface ShareRankingButtonProps {
  readonly publicToken: string;
  /** The tournament's name: the share sheet's title and the downloaded file's name. */
  readonly tournamentName: string;
  readonly className?: string;
}

/** The ranking card the server draws (1080×1080 PNG), in the language the page is shown in. */
export const rankingCardUrl = (publicToken: string, language: string) =>
  `/api/public/tournaments/${encodeURIComponent(publicToken)}/card.png?lang=${encodeURIComponent(language)}`;

/** A file name without accents, spaces or characters a file system refuses: "ranking-super-8-de-sabado.png". */
function cardFileName(prefix: string, tournamentName: string): string {
  const slug = tournamentName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${[prefix, slug].filter(Boolean).join('-')}.png`;
}

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Compartilhar ranking": fetches the ranking card and hands it to the phone's share sheet
 * (WhatsApp, Instagram…) where the browser can share files; elsewhere the PNG is downloaded.
 */
export function ShareRankingButton({ publicToken, tournamentName, className }: ShareRankingButtonProps) {
  const { t, i18n } = useTranslation('share');
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const answer = await fetch(rankingCardUrl(publicToken, i18n.resolvedLanguage ?? i18n.language));
      if (!answer.ok) throw new Error(`card ${answer.status}`);
      const file = new File([await answer.blob()], cardFileName(t('button.fileName'), tournamentName), {
        type: 'image/png',
      });
      if (navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({
            files: [file],
            title: tournamentName,
            text: t('button.text', { name: tournamentName }),
          });
        } catch (error) {
          // Closing the share sheet is a choice, not a failure.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          throw error;
        }
        return;
      }
      download(file);
      toast({ title: t('button.downloaded') });
    } catch {
      toast({ title: t('button.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      data-testid="share-ranking"
      onClick={() => void share()}
      disabled={busy}
      aria-busy={busy}
      className={className ?? buttonClasses.secondary}
    >
      <Icon name="share" className="size-4" />
      {busy ? t('button.preparing') : t('button.label')}
    </button>
  );
}
