import type { RosterEntryDetail, RosterPrivacyRequest } from '@rodada/events/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CARD } from '../../components/ui/card';
import { rosterWrites } from '../../lib/roster';
import { EraseEntryDialog, useRosterChanged } from './entryDialogs';

/** The player's public page link, as the organiser shares it. */
export const publicPlayerPath = (publicToken: string) => `/public/player/${publicToken}`;

/**
 * What the player agreed to show, and their erasure (LGPD): an opt-in public page with its link,
 * their name kept off public circuit standings, and "erase their data".
 */
export function PrivacySection({ player }: { readonly player: RosterEntryDetail }) {
  const { t } = useTranslation('tournaments');
  const changed = useRosterChanged();
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);
  const { publicToken } = player.privacy;
  const save = useMutation({
    mutationFn: (choice: RosterPrivacyRequest) => rosterWrites.setPrivacy(player.id, choice),
    onSuccess: changed,
  });
  // While a choice is being saved the boxes show it (a checkbox answers the click at once).
  const shown: RosterPrivacyRequest = save.isPending
    ? save.variables
    : { publicPage: publicToken !== null, hiddenInCircuits: player.privacy.hiddenInCircuits };
  const link = publicToken ? `${window.location.origin}${publicPlayerPath(publicToken)}` : null;
  return (
    <section className={`${CARD} grid gap-3 p-4`} data-testid="player-privacy">
      <h2 className="text-sm font-semibold text-slate-800">{t('history.privacy')}</h2>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          checked={shown.publicPage}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...shown, publicPage: event.target.checked })}
          data-testid="public-page-toggle"
        />
        <span>
          <span className="font-medium">{t('history.publicPage')}</span>
          <span className="block text-slate-600">{t('history.publicPageDescription')}</span>
        </span>
      </label>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="ml-8 break-all text-sm font-semibold text-brand-700 hover:underline"
          data-testid="public-page-link"
        >
          {link}
        </a>
      ) : null}
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          checked={shown.hiddenInCircuits}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...shown, hiddenInCircuits: event.target.checked })}
          data-testid="hidden-in-circuits-toggle"
        />
        <span>
          <span className="font-medium">{t('history.hiddenInCircuits')}</span>
          <span className="block text-slate-600">{t('history.hiddenInCircuitsDescription')}</span>
        </span>
      </label>
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {save.error.message}
        </p>
      ) : null}
      <div className="grid gap-1 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">{t('history.privacyDescription')}</p>
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-red-700 hover:underline"
          onClick={() => setErasing(true)}
          data-testid="erase-entry"
        >
          {t('roster.erase')}
        </button>
      </div>
      {erasing ? (
        <EraseEntryDialog
          entry={player}
          onClose={() => setErasing(false)}
          onErased={() => navigate('/players', { replace: true })}
        />
      ) : null}
    </section>
  );
}
