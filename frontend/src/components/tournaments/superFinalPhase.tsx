import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSupportContact, whatsappLink } from '../../lib/contact';
import { groupPhaseProgress, openTies, type TieIssue } from '../../lib/superGroups';
import { Icon } from '../icons';
import { buttonClasses } from '../ui/button';

/** Who reads a tie warning: the owner is told an admin must act, an admin gets the link, spectators wait. */
export type TieAudience = 'owner' | 'admin' | 'public';

interface SuperFinalPhaseProps {
  readonly tournament: PublicTournament;
  readonly audience: TieAudience;
  /** Where an administrator resolves ties (admin audience only). */
  readonly resolveHref?: string;
  /** The owner's "Gerar Super Final"; absent on read-only views. */
  readonly generate?: {
    readonly allowed: boolean;
    readonly busy: boolean;
    readonly onGenerate: () => void;
  };
}

/**
 * Before the Super Final exists: group-phase progress, every open tie (which group, which players)
 * and, for the owner, the button that draws the final, enabled only when the server allows it.
 */
export function SuperFinalPhase({ tournament, audience, resolveHref, generate }: SuperFinalPhaseProps) {
  const { t } = useTranslation('superGroups');
  if (tournament.superFinalGenerated) return null;
  const ties = openTies(tournament);
  const { done, total } = groupPhaseProgress(tournament.matches);
  const hint =
    ties.length > 0
      ? t('final.blockedByTie')
      : done < total
        ? t('final.incomplete', { done, total })
        : t('final.ready');
  return (
    <section
      data-testid="super-final-phase"
      className="grid gap-3 rounded-2xl border border-violet-200 bg-violet-50/60 p-4 shadow-sm sm:p-5"
    >
      {ties.map((issue) => (
        <TieWarning
          key={`${issue.groupId}-${issue.position}`}
          issue={issue}
          tournament={tournament}
          audience={audience}
          resolveHref={resolveHref}
        />
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-600 text-white">
            <Icon name="trophy" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="text-base font-bold text-slate-900">{t('final.title')}</h2>
            <p data-testid="super-final-hint" className="text-sm text-slate-700">
              {hint}
            </p>
            {generate?.allowed ? (
              <p data-testid="super-final-locks" className="mt-1 text-xs text-slate-600">
                {t('final.locksGroups')}
              </p>
            ) : null}
          </div>
        </div>
        {generate ? (
          <button
            type="button"
            data-testid="generate-super-final"
            disabled={!generate.allowed || generate.busy}
            onClick={generate.onGenerate}
            className={`${buttonClasses.primary} w-full shrink-0 sm:w-auto`}
          >
            <Icon name="sparkle" className="size-4" />
            {generate.busy ? t('final.generating') : t('final.generate')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function TieWarning({
  issue,
  tournament,
  audience,
  resolveHref,
}: {
  readonly issue: TieIssue;
  readonly tournament: PublicTournament;
  readonly audience: TieAudience;
  readonly resolveHref: string | undefined;
}) {
  const { t, i18n } = useTranslation('superGroups');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' }).format(
    issue.playerIds.map((id) => names.get(id) ?? '?'),
  );
  return (
    <div
      role="alert"
      data-testid="tie-warning"
      data-group={issue.groupId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3.5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 text-sm text-amber-950">
          <p className="font-bold">{t('tie.title', { group: issue.groupId })}</p>
          <p data-testid="tie-players" className="break-words">
            {t('tie.players', {
              names: list,
              places: t('tie.places', { from: issue.position, to: issue.lastPosition }),
            })}
          </p>
          <p className="mt-1 font-medium">{audience === 'public' ? t('tie.public') : t('tie.owner')}</p>
          {audience === 'owner' ? <OwnerNextSteps /> : null}
        </div>
      </div>
      {audience === 'admin' && resolveHref ? (
        <Link
          to={resolveHref}
          data-testid="resolve-ties-link"
          className={`${buttonClasses.secondary} shrink-0 border-amber-300`}
        >
          {t('tie.resolve')}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** What the organiser waits for while an administrator settles a tie, and whom to ask meanwhile. */
function OwnerNextSteps() {
  const { t } = useTranslation('superGroups');
  const contact = useSupportContact();
  return (
    <div data-testid="tie-next-steps" className="mt-2 grid gap-1">
      <p>{t('tie.ownerNext')}</p>
      {contact ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{t('tie.ownerContact')}</span>
          <a
            href={whatsappLink(contact.phone)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-amber-900 underline underline-offset-2"
          >
            <Icon name="chat" className="size-4" />
            {t('tie.whatsapp', { phone: contact.phone })}
          </a>
          <a
            href={`mailto:${contact.email}`}
            className="font-semibold break-all text-amber-900 underline underline-offset-2"
          >
            {contact.email}
          </a>
        </p>
      ) : null}
    </div>
  );
}
