import type { AdminPeriod } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { buttonClasses } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { adminChanged } from '../../lib/adminQueries';
import { useToast } from '../../state/toasts';

// The back office's shared pieces: cards, badges, dialogs, the period select and the way every
// action reports its outcome.

export { CARD } from '../../components/ui/card';
export { SelectField };
export const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-red-600 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-md transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-60';

const TONES = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone, children }: { readonly tone: Tone; readonly children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const STATUS_TONES: Record<'completed' | 'pending' | 'failed', Tone> = {
  completed: 'green',
  pending: 'amber',
  failed: 'red',
};

export function SectionTitle({ children, id }: { readonly children: ReactNode; readonly id?: string }) {
  return (
    <h2 id={id} className="text-base font-bold text-slate-900">
      {children}
    </h2>
  );
}

export function ErrorNote({ children }: { readonly children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {children}
    </p>
  );
}

export function EmptyNote({ children }: { readonly children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">{children}</p>;
}

export function PeriodSelect({
  value,
  onChange,
  testId,
}: {
  readonly value: AdminPeriod;
  readonly onChange: (period: AdminPeriod) => void;
  readonly testId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="w-full sm:w-56">
      <SelectField
        label={t('period.label')}
        hideLabel
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as AdminPeriod)}
      >
        <option value="all">{t('period.all')}</option>
        <option value="month">{t('period.month')}</option>
        <option value="week">{t('period.week')}</option>
      </SelectField>
    </div>
  );
}

/** A value that settles `delayMs` after the last change (search boxes). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * An admin write with its toasts: the success title, or the error title with the server's
 * (translated) message. Afterwards the back office reads its data again.
 */
export function useAdminAction<Input>(
  run: (input: Input) => Promise<unknown>,
  texts: { readonly success: string; readonly successDescription?: string; readonly error: string },
  onDone?: () => void,
) {
  const client = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ title: texts.success, description: texts.successDescription });
      onDone?.();
      await adminChanged(client);
    },
    onError: (error) => toast({ title: texts.error, description: error.message, variant: 'destructive' }),
  });
}

/** "Are you sure?" before an action that cannot be undone; the action button waits for the server. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  danger,
  onConfirm,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly pending?: boolean;
  readonly danger?: boolean;
  readonly onConfirm: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses.secondary}>{t('actions.cancel')}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className={danger ? DANGER_BUTTON : buttonClasses.primary}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A dialog holding a small form (add credits, add a manager). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('actions.close')}
              className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
