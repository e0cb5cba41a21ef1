import { useTranslation } from 'react-i18next';
import { MessageCard } from '../messageCard';

/** A circuit that is not there (or not the caller's): one card, with a way back when there is one. */
export function CircuitNotFound({ backTo }: { readonly backTo?: string }) {
  const { t } = useTranslation('circuits');
  return (
    <MessageCard
      testId="circuit-not-found"
      icon="alert"
      tone="warning"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={backTo ? { to: backTo, label: t('notFound.back') } : undefined}
    />
  );
}
