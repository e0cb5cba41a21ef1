import { AddCircuitTournamentRequestSchema, type CircuitDetail, formatDate } from '@rodada/events/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CircuitSection } from '../../components/circuits/circuitSection';
import { CircuitTournamentList } from '../../components/circuits/circuitTournamentList';
import { isPairFormat } from '../../components/tournaments/tournamentText';
import { buttonClasses } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { circuitChanged, circuitQueries, circuitWrites } from '../../lib/circuits';
import { FORM_BEHAVIOUR, schemaResolver, setServerErrors } from '../../lib/forms';
import { queries } from '../../lib/queries';
import { useToast } from '../../state/toasts';

/** A circuit's tournaments: each one's status and whether it scores yet, removed here, and the add form. */
export function CircuitTournaments({ circuit }: { readonly circuit: CircuitDetail }) {
  const { t } = useTranslation(['circuits', 'tournaments']);
  const { toast } = useToast();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (tournamentId: string) => circuitWrites.removeTournament(circuit.id, tournamentId),
    onSuccess: async (detail) => {
      await circuitChanged(client, detail);
      toast({ title: t('tournaments.removed') });
    },
    onError: (error) =>
      toast({ title: t('tournaments.removeFailed'), description: error.message, variant: 'destructive' }),
  });

  return (
    <CircuitSection title={t('tournaments.title')}>
      <CircuitTournamentList
        tournaments={circuit.tournaments}
        href={(id) => `/tournament/${id}`}
        action={(tournament) => (
          <button
            type="button"
            aria-label={t('tournaments.removeLabel', { name: tournament.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(tournament.id)}
            className="inline-flex h-9 items-center rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-700 hover:border-red-300 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
          >
            {t('tournaments.remove')}
          </button>
        )}
      />
      <AddTournamentForm circuit={circuit} />
    </CircuitSection>
  );
}

/**
 * The organiser's tournaments that may join: not in this circuit nor another, and ranking players
 * (fixed pairs do not score in a circuit yet). The server checks again.
 */
function useAddableTournaments(circuit: CircuitDetail) {
  const mine = useQuery(queries.myTournaments());
  const circuits = useQuery(circuitQueries.list());
  const others = useQueries({
    queries: (circuits.data ?? [])
      .filter((other) => other.id !== circuit.id && other.tournaments > 0)
      .map((other) => circuitQueries.detail(other.id)),
  });
  const taken = new Set([
    ...circuit.tournaments.map((tournament) => tournament.id),
    ...others.flatMap((other) => other.data?.tournaments.map((tournament) => tournament.id) ?? []),
  ]);
  return (mine.data ?? []).filter(
    (tournament) => !isPairFormat(tournament.tournamentType) && !taken.has(tournament.id),
  );
}

function AddTournamentForm({ circuit }: { readonly circuit: CircuitDetail }) {
  const { t } = useTranslation(['circuits', 'tournaments']);
  const { toast } = useToast();
  const client = useQueryClient();
  const addable = useAddableTournaments(circuit);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(AddCircuitTournamentRequestSchema),
    defaultValues: { tournamentId: '' },
  });
  const picked = watch('tournamentId');
  const add = async ({ tournamentId }: { tournamentId: string }) => {
    try {
      const detail = await circuitWrites.addTournament(circuit.id, tournamentId);
      // Emptied at once: a tournament picked while the other circuits are read again stays picked.
      reset();
      toast({ title: t('tournaments.added') });
      await circuitChanged(client, detail);
    } catch (error) {
      setServerErrors(setError, error, { tournamentId: error instanceof Error ? error.message : '' });
      toast({
        title: t('tournaments.addFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
  const error = formState.errors.tournamentId?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(add)}
      data-testid="add-tournament-form"
      className="grid gap-2 border-t border-slate-100 px-4 py-4 sm:px-5"
    >
      {addable.length === 0 ? (
        <p className="text-sm text-slate-600">{t('tournaments.noneToAdd')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <SelectField label={t('tournaments.pick')} {...register('tournamentId')}>
            <option value="">{t('tournaments.pickPlaceholder')}</option>
            {addable.map((tournament) => (
              <option key={tournament.id} value={tournament.id}>
                {tournament.name} · {formatDate(tournament.createdAt)}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            className={buttonClasses.primary}
            disabled={picked === '' || formState.isSubmitting}
          >
            {t('tournaments.add')}
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
