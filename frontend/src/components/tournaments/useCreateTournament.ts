import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { setServerErrors } from '../../lib/forms';
import { tournamentCreated } from '../../lib/queries';
import { useCreationKey } from '../../lib/useCreationKey';
import { refreshSession, useUser } from '../../state/session';
import { useToast } from '../../state/toasts';

/**
 * What differs between the screens that create a tournament: the signed-in web sends through the
 * session's API and checks the user's balance first; the court tablet sends with its code and links
 * that code. The rest (one Idempotency-Key per tournament, the toasts, going to the tournament) is
 * `useCreateTournament`'s.
 */
export interface CreateTournamentOptions<TBody> {
  /** The creation itself, sent with the key that makes a retry replay it instead of charging twice. */
  readonly send: (body: TBody, idempotencyKey: string) => Promise<{ readonly id: string }>;
  /**
   * What must follow the creation before it is announced (the tablet links its code). Once created,
   * a failure here keeps the key: a retry must replay that creation.
   */
  readonly confirm?: (id: string) => Promise<void>;
  /** What is read again after the announcement, before the tournament's page opens (the web's lists). */
  readonly refresh?: () => Promise<void>;
  /** The tournament's page; `replace` when going back must not return to the spent form. */
  readonly to: (id: string) => string;
  readonly replace?: boolean;
  /** The toasts' titles, in the screen's own words. */
  readonly titles: {
    readonly created: (body: TBody) => string;
    readonly insufficient: string;
    readonly failed: string;
  };
  /** The balance checked before sending, when the screen knows it (the server checks again). */
  readonly balance?: { readonly cost: number | undefined; readonly credits: number };
  /** The screen's own part of a failure (messages under fields, a refusal card, a fresh balance). */
  readonly onFailure: (error: unknown, insufficientCredits: boolean, body: TBody) => void;
}

/** A creation screen's submit: `const create = useCreateTournament({...}); handleSubmit(create)`. */
export function useCreateTournament<TBody>(options: CreateTournamentOptions<TBody>) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const navigate = useNavigate();
  const creationKey = useCreationKey();
  const { send, confirm, refresh, to, replace, titles, balance, onFailure } = options;

  return async (body: TBody): Promise<void> => {
    if (balance?.cost !== undefined && balance.credits < balance.cost) {
      toast({
        title: titles.insufficient,
        description: t('create.insufficientDescription', {
          required: t('credits', { count: balance.cost }),
          available: t('credits', { count: balance.credits }),
        }),
        variant: 'destructive',
      });
      return;
    }
    let created: { readonly id: string } | undefined;
    try {
      created = await send(body, creationKey.current());
      await confirm?.(created.id);
      toast({ title: titles.created(body) });
      await refresh?.();
      navigate(to(created.id), { replace });
    } catch (error) {
      // Only a refused creation frees the key; once created, a retry must replay that creation.
      if (!created) creationKey.failed(error);
      const insufficient = error instanceof ApiError && error.code === 'credits.insufficient';
      onFailure(error, insufficient, body);
      toast({
        title: insufficient ? titles.insufficient : titles.failed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };
}

/**
 * `useCreateTournament` for the signed-in web: the user's balance checked first, the server's field
 * messages under their fields (a short balance is read again instead), the lists read again, then
 * the tournament's page.
 */
export function useCreateOnWeb<TBody, TForm extends FieldValues>({
  send,
  cost,
  created,
  setError,
}: {
  readonly send: CreateTournamentOptions<TBody>['send'];
  readonly cost: number | undefined;
  readonly created: (body: TBody) => string;
  readonly setError: UseFormSetError<TForm>;
}) {
  const { t } = useTranslation('tournaments');
  const user = useUser();
  const queryClient = useQueryClient();
  return useCreateTournament({
    send,
    refresh: () => tournamentCreated(queryClient),
    to: (id) => `/tournament/${id}`,
    titles: { created, insufficient: t('create.insufficientTitle'), failed: t('toasts.createFailed') },
    balance: { cost, credits: user.credits },
    onFailure: (error, insufficientCredits) => {
      if (insufficientCredits) void refreshSession();
      else setServerErrors(setError, error);
    },
  });
}
