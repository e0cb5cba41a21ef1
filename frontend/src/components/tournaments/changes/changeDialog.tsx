import type { ChangePreview } from '@rodada/events/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/api';
import { type AppliedChange, type ChangeBody, type ChangesApi, isStaleRevision } from '../../../lib/changes';
import { useToast } from '../../../state/toasts';
import { Spinner } from '../../spinner';
import { MatchCard } from '../matchCard';
import { RankingTable } from '../rankingTable';
import { sidesOf } from '../tournamentText';
import { ChangeActionsContext } from './changeActions';
import { BIG_BUTTON, SCROLLING_SHEET } from './sheet';

export interface ChangeDialogProps {
  readonly api: ChangesApi;
  /** The change to preview and apply; the dialog is open while there is one. */
  readonly request: ChangeBody | undefined;
  /** The tournament's revision as this screen holds it (the live push keeps it current). */
  readonly revision: number;
  readonly nameOf: (playerId: string) => string;
  readonly pairs: boolean;
  readonly matchesPlayed?: boolean;
  /** What the change is, in words ("W.O. for Ana / Bia"). */
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly onApplied?: (applied: AppliedChange) => void;
}

/**
 * Any change, shown before it is applied: the matches it changes (as they would read) and the
 * ranking as it would be, previewed on the revision this screen holds. "Confirmar" applies exactly
 * that: the same body on the same revision. A change made meanwhile (409) says so and shows the
 * fresh preview, which the next "Confirmar" applies.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const { request, onClose } = props;
  return (
    <Dialog.Root open={request !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {request ? <ChangeSheet {...props} request={request} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangeSheet({
  api,
  request,
  revision,
  nameOf,
  pairs,
  matchesPlayed = false,
  title,
  onClose,
  onApplied,
}: ChangeDialogProps & { readonly request: ChangeBody }) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const preview = useQuery({
    queryKey: [...api.historyKey, 'preview', request, revision],
    queryFn: async ({ signal }) => ({
      revision,
      preview: await api.preview(request, revision, signal),
    }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const shown = preview.data;
  // One key per preview confirmed: a double tap or a retry applies it once.
  const idempotencyKey = useMemo(() => (shown ? newIdempotencyKey() : ''), [shown]);
  const apply = useMutation({
    mutationFn: () => {
      if (!shown) throw new Error('no preview');
      return api.apply(request, shown.revision, idempotencyKey);
    },
    onSuccess: (applied) => {
      void queryClient.invalidateQueries({ queryKey: api.tournamentKey });
      void queryClient.invalidateQueries({ queryKey: api.historyKey });
      toast({ title: t('changes.applied') });
      onApplied?.(applied);
      onClose();
    },
    onError: (error) => {
      if (isStaleRevision(error)) {
        // The screen reads the tournament again; its new revision previews the change again.
        setStale(true);
        void queryClient.invalidateQueries({ queryKey: api.tournamentKey });
        return;
      }
      toast({
        title: t('changes.failed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    },
  });
  const waiting = preview.isFetching || apply.isPending;

  return (
    <Dialog.Content
      data-testid="change-dialog"
      data-revision={shown?.revision}
      aria-describedby={undefined}
      className={SCROLLING_SHEET}
    >
      {/* The preview scrolls on its own: reachable by keyboard, named for a screen reader. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('changes.previewTitle')}
        className="grid gap-4 overflow-y-auto p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset sm:p-6"
      >
        <div className="grid gap-1">
          <Dialog.Title className="text-xl font-extrabold text-slate-900">
            {t('changes.previewTitle')}
          </Dialog.Title>
          <p data-testid="change-summary" className="text-base font-medium text-slate-700">
            {title}
          </p>
        </div>
        {stale ? (
          <p
            role="alert"
            data-testid="change-stale"
            className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {t('changes.stale')}
          </p>
        ) : null}
        {preview.isError ? (
          <p role="alert" data-testid="change-preview-error" className="text-sm font-medium text-red-700">
            {preview.error instanceof Error ? preview.error.message : t('changes.failed')}
          </p>
        ) : shown ? (
          <PreviewBody preview={shown.preview} nameOf={nameOf} pairs={pairs} matchesPlayed={matchesPlayed} />
        ) : (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        )}
      </section>
      <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
        <Dialog.Close className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}>
          {t('changes.cancel')}
        </Dialog.Close>
        <button
          type="button"
          data-testid="change-confirm"
          disabled={!shown || waiting || preview.isError}
          onClick={() => {
            setStale(false);
            apply.mutate();
          }}
          className={`${BIG_BUTTON} bg-brand-600 text-white`}
        >
          {t('changes.confirm')}
        </button>
      </div>
    </Dialog.Content>
  );
}

function PreviewBody({
  preview,
  nameOf,
  pairs,
  matchesPlayed,
}: {
  readonly preview: ChangePreview;
  readonly nameOf: (playerId: string) => string;
  readonly pairs: boolean;
  readonly matchesPlayed: boolean;
}) {
  const { t } = useTranslation('tournaments');
  // A substitute is not in the tournament yet: their name comes from the ranking as it would be.
  const previewNames = new Map(preview.ranking.map((row) => [row.playerId, row.playerName]));
  const nameIn = (playerId: string) => previewNames.get(playerId) ?? nameOf(playerId);
  return (
    // The cards inside show what would be: no actions of their own.
    <ChangeActionsContext value={null}>
      <section className="grid gap-2" data-testid="change-matches">
        <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase">
          {t('changes.matchesTitle', { count: preview.matches.length })}
        </h3>
        {preview.matches.map((match) => (
          <MatchCard key={match.id} match={match} sides={sidesOf(match, nameIn)} />
        ))}
      </section>
      <section className="grid gap-2" data-testid="change-ranking">
        <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase">
          {t('changes.rankingTitle')}
        </h3>
        <RankingTable ranking={preview.ranking} pairs={pairs} matchesPlayed={matchesPlayed} />
      </section>
    </ChangeActionsContext>
  );
}
