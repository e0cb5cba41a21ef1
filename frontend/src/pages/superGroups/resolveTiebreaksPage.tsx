import { TieResolutionsRequestSchema, type TournamentDetail } from '@rodada/events/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../components/backLink';
import { Icon } from '../../components/icons';
import { MessageCard } from '../../components/messageCard';
import { LiveGate } from '../../components/tournaments/liveGate';
import { useOwnerTournament } from '../../components/tournaments/useOwnerTournament';
import { buttonClasses } from '../../components/ui/button';
import { FORM_BEHAVIOUR, requestResolver } from '../../lib/forms';
import { tournamentChanged, tournamentWrites } from '../../lib/queries';
import { groupIdsOf, openTies } from '../../lib/superGroups';
import { useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { PageHeader } from '../tournaments/pageHeader';
import { PLACES, ResolveGroupPanel, type ResolveValues } from './resolveGroupPanel';

/** The request the choices stand for: one resolution per placed player, with its group's reasoning. */
function resolutionsOf({ positions, reasoning }: ResolveValues, groupOf: ReadonlyMap<string, string | null>) {
  return {
    resolutions: Object.entries(positions)
      .filter(([, place]) => place !== '')
      .map(([playerId, place]) => {
        const groupId = groupOf.get(playerId) ?? '';
        const reason = reasoning[groupId]?.trim();
        return { groupId, playerId, finalPosition: Number(place), ...(reason ? { reasoning: reason } : {}) };
      }),
  };
}

/** Per group, the first place chosen for two of its players, which the server would refuse. */
function placesChosenTwice(
  groups: readonly string[],
  positions: ResolveValues['positions'],
  groupOf: ReadonlyMap<string, string | null>,
) {
  return groups.flatMap((group) => {
    const taken = Object.entries(positions)
      .filter(([playerId, place]) => place !== '' && groupOf.get(playerId) === group)
      .map(([, place]) => Number(place));
    const twice = PLACES.find((place) => taken.filter((p) => p === place).length > 1);
    return twice === undefined ? [] : [{ group, place: twice }];
  });
}

/** Spec "Resolve tiebreaks": administrators only; everyone else reads 'Acesso Negado'. */
export function ResolveTiebreaksPage() {
  const { id = '' } = useParams();
  const user = useUser();
  if (!user.isAdmin) return <AccessDenied backTo={`/tournament/${id}`} />;
  return <ResolveLoader key={id} id={id} />;
}

function AccessDenied({ backTo }: { readonly backTo: string }) {
  const { t } = useTranslation('superGroups');
  return (
    <MessageCard
      testId="access-denied"
      icon="shield"
      tone="danger"
      title={t('resolve.deniedTitle')}
      description={t('resolve.deniedDescription')}
      action={{ to: backTo, label: t('resolve.back') }}
    />
  );
}

function ResolveLoader({ id }: { readonly id: string }) {
  const state = useOwnerTournament(id);
  return (
    <LiveGate state={state} backTo="/my-tournaments">
      {(tournament) => <ResolveForm tournament={tournament} />}
    </LiveGate>
  );
}

function ResolveForm({ tournament }: { readonly tournament: TournamentDetail }) {
  const { t } = useTranslation(['superGroups', 'tournaments']);
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const groups = groupIdsOf(tournament);
  const ties = openTies(tournament);
  const [tab, setTab] = useState<string>(ties[0]?.groupId ?? groups[0] ?? 'A');
  const groupOf = new Map(tournament.players.map((p) => [p.id, p.groupId]));
  const { register, handleSubmit, watch, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: requestResolver(TieResolutionsRequestSchema, (values: ResolveValues) =>
      resolutionsOf(values, groupOf),
    ),
    defaultValues: {
      positions: Object.fromEntries(
        tournament.players.map((p) => [p.id, p.finalPosition === null ? '' : String(p.finalPosition)]),
      ),
      reasoning: Object.fromEntries(groups.map((group) => [group, ''])),
    },
  });
  const back = `/tournament/${tournament.id}`;

  if (tournament.tournamentType !== 'super_groups') {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        {t('resolve.notSuperGroups')}
      </p>
    );
  }

  const duplicates = placesChosenTwice(groups, watch('positions'), groupOf);

  const submit = handleSubmit(
    async (request) => {
      if (duplicates.length > 0) {
        setTab(duplicates[0]!.group);
        return;
      }
      try {
        const detail = await tournamentWrites.resolveTiebreaks(tournament.id, request);
        void tournamentChanged(queryClient, detail);
        toast({ title: t('toasts.resolved') });
        navigate(back);
      } catch (error) {
        toast({
          title: t('toasts.resolveFailed'),
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    },
    // The inputs keep every place in range, so the schema's one possible refusal is "none chosen".
    () =>
      toast({
        title: t('resolve.noneTitle'),
        description: t('resolve.noneDescription'),
        variant: 'destructive',
      }),
  );

  return (
    <div className="mx-auto w-full max-w-3xl" data-testid="resolve-tiebreaks">
      <BackLink to={back}>{t('resolve.back')}</BackLink>
      <PageHeader title={t('resolve.title')} description={tournament.name} />
      <p className="mb-5 rounded-2xl border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700 shadow-sm">
        {t('resolve.description')}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List
            aria-label={t('tabs.label')}
            className="flex flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm"
          >
            {groups.map((group) => (
              <Tabs.Trigger
                key={group}
                value={group}
                data-testid={`resolve-tab-${group}`}
                className="inline-flex h-10 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 text-sm whitespace-nowrap font-semibold text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-brand-600 data-[state=active]:text-white"
              >
                {t('tabs.group', { group })}
                {ties.some((issue) => issue.groupId === group) ? (
                  <span aria-hidden className="size-2 rounded-full bg-amber-500" />
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <ResolveGroupPanel
              key={group}
              group={group}
              rows={tournament.groupRankings[group] ?? []}
              tied={new Set(ties.filter((i) => i.groupId === group).flatMap((i) => i.playerIds))}
              duplicatePlace={duplicates.find((d) => d.group === group)?.place}
              register={register}
            />
          ))}
        </Tabs.Root>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={back} className={buttonClasses.secondary}>
            {t('resolve.back')}
          </Link>
          <button
            type="submit"
            data-testid="confirm-resolutions"
            disabled={formState.isSubmitting}
            className={buttonClasses.primary}
          >
            <Icon name="check" className="size-4" />
            {formState.isSubmitting ? t('resolve.confirming') : t('resolve.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}
