import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/tournaments/tournamentText';
import { useToast } from '../../state/toasts';

/** Copies a text (a BR Code, a referral link) with 'Copiado!' or 'Erro ao copiar'. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation('credits');
  const { toast } = useToast();
  return async (text) => {
    try {
      await copyText(text);
      toast({ title: t('toasts.copied') });
    } catch {
      toast({
        title: t('toasts.copyFailed'),
        description: t('toasts.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };
}
