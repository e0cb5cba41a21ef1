import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../state/toasts';
import { Icon } from '../icons';
import { buttonClasses } from '../ui/button';

interface ShareRankingButtonProps {
  /** Where the server draws the card, in a language (`rankingCardUrl`, a circuit's `circuitCardUrl`). */
  readonly cardUrl: (language: string) => string;
  /** The tournament's or circuit's name: the share sheet's title and the downloaded file's name. */
  readonly name: string;
  readonly className?: string;
}

/**
 * "Compartilhar ranking": fetches the ranking card and hands it to the phone's share sheet
 * (WhatsApp, Instagram…) where the browser can share files; elsewhere the PNG is downloaded.
 */
export function ShareRankingButton({ cardUrl, name, className }: ShareRankingButtonProps) {
  const { t, i18n } = useTranslation('share');
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      const { download, rankingCardFile } = await import('./rankingCard');
      const file = await rankingCardFile(
        cardUrl(i18n.resolvedLanguage ?? i18n.language),
        t('button.fileName'),
        name,
      );
      if (navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({
            files: [file],
            title: name,
            text: t('button.text', { name }),
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
