import { RenameRosterEntryRequestSchema, type RosterEntrySummary } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { FORM_BEHAVIOUR, schemaResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { queryKeys } from '../../lib/queries';
import { rosterWrites } from '../../lib/roster';

const PANEL =
  'fixed inset-x-0 bottom-0 z-50 grid gap-4 rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6';
const OVERLAY = 'fixed inset-0 z-40 bg-slate-900/50';

/**
 * A change to the roster is seen by the list, the autocomplete, the player's page and the
 * circuits (their standings show the players' names, or "hidden").
 */
export function useRosterChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.roster.all() }),
      client.invalidateQueries({ queryKey: queryKeys.circuits.all() }),
    ]);
}

export function RenameEntryDialog({
  entry,
  onClose,
}: {
  readonly entry: RosterEntrySummary;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const changed = useRosterChanged();
  const form = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(RenameRosterEntryRequestSchema),
    defaultValues: { name: entry.name },
  });
  const errorText = useErrorText(form.formState.errors);
  const rename = useMutation({
    mutationFn: (name: string) => rosterWrites.rename(entry.id, name),
    onSuccess: async () => {
      await changed();
      onClose();
    },
    onError: (error) => setServerErrors(form.setError, error, { name: error.message }),
  });
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY} />
        <Dialog.Content className={PANEL} data-testid="rename-entry-dialog">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('roster.renameTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('roster.renameDescription', { name: entry.name })}
          </Dialog.Description>
          <form
            className="grid gap-4"
            onSubmit={form.handleSubmit(({ name }) => rename.mutate(name))}
            noValidate
          >
            <TextField
              label={t('roster.newName')}
              error={errorText('name')}
              autoComplete="off"
              {...form.register('name')}
            />
            <Buttons
              cancel={
                <Dialog.Close className={`${buttonClasses.secondary} h-12 sm:h-11`}>
                  {t('roster.cancel')}
                </Dialog.Close>
              }
            >
              <button
                type="submit"
                className={`${buttonClasses.primary} h-12 sm:h-11`}
                disabled={rename.isPending}
              >
                {t('roster.save')}
              </button>
            </Buttons>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "Same person": pick the entry this one goes into, then confirm; its tournaments become that entry's. */
export function MergeEntryDialog({
  entry,
  others,
  onClose,
}: {
  readonly entry: RosterEntrySummary;
  readonly others: readonly RosterEntrySummary[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const changed = useRosterChanged();
  const [intoId, setIntoId] = useState(others[0]?.id ?? '');
  const into = others.find((e) => e.id === intoId);
  const merge = useMutation({
    mutationFn: () => rosterWrites.merge(entry.id, intoId),
    onSuccess: async () => {
      await changed();
      onClose();
    },
  });
  return (
    <ConfirmPanel
      testId="merge-entry-dialog"
      title={t('roster.mergeTitle', { name: entry.name })}
      error={merge.error}
      onClose={onClose}
      action={
        <button
          type="button"
          className={`${buttonClasses.primary} h-12 sm:h-11`}
          disabled={!into || merge.isPending}
          onClick={() => merge.mutate()}
        >
          {t('roster.mergeConfirm')}
        </button>
      }
    >
      <label className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('roster.mergeInto')}</span>
        <select
          value={intoId}
          onChange={(event) => setIntoId(event.target.value)}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base sm:text-sm"
        >
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </select>
      </label>
      <AlertDialog.Description className="text-sm text-slate-600">
        {t('roster.mergeDescription', { name: entry.name, into: into?.name ?? '' })}
      </AlertDialog.Description>
    </ConfirmPanel>
  );
}

/**
 * LGPD: the player asked to be forgotten. Says what happens (their name becomes "Anônimo" in every
 * tournament, places kept; they leave the list; it cannot be undone), then erases.
 */
export function EraseEntryDialog({
  entry,
  onClose,
  onErased,
}: {
  readonly entry: { readonly id: string; readonly name: string };
  readonly onClose: () => void;
  readonly onErased: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const changed = useRosterChanged();
  const erase = useMutation({
    mutationFn: () => rosterWrites.erase(entry.id),
    onSuccess: async () => {
      await changed();
      onErased();
    },
  });
  return (
    <ConfirmPanel
      testId="erase-entry-dialog"
      title={t('roster.eraseTitle', { name: entry.name })}
      error={erase.error}
      onClose={onClose}
      action={
        <button
          type="button"
          className={`${buttonClasses.primary} h-12 bg-red-600 hover:bg-red-700 sm:h-11`}
          disabled={erase.isPending}
          onClick={() => erase.mutate()}
          data-testid="erase-entry-confirm"
        >
          {t('roster.eraseConfirm')}
        </button>
      }
    >
      <AlertDialog.Description className="text-sm text-slate-600">
        {t('roster.eraseDescription', { name: entry.name })}
      </AlertDialog.Description>
    </ConfirmPanel>
  );
}

/** A roster change that asks first: its title, what it does (`children`), the server's refusal, cancel and `action`. */
function ConfirmPanel({
  testId,
  title,
  error,
  onClose,
  action,
  children,
}: {
  readonly testId: string;
  readonly title: string;
  readonly error: Error | null;
  readonly onClose: () => void;
  readonly action: ReactNode;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <AlertDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={PANEL} data-testid={testId}>
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          {children}
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {error.message}
            </p>
          ) : null}
          <Buttons
            cancel={
              <AlertDialog.Cancel className={`${buttonClasses.secondary} h-12 sm:h-11`}>
                {t('roster.cancel')}
              </AlertDialog.Cancel>
            }
          >
            {action}
          </Buttons>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Buttons({ cancel, children }: { readonly cancel: ReactNode; readonly children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
      {cancel}
      {children}
    </div>
  );
}
