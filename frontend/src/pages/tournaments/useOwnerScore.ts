import type { Match, MatchConflictBody, TournamentDetail } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchConflictOf } from '../../lib/matchConflict';
import type { ConflictChoice } from '../../lib/offline/scoreQueue';
import { queryKeys, tournamentChanged, tournamentWrites } from '../../lib/queries';
import { useToast } from '../../state/toasts';

/** A score refused because another device changed the match first, waiting for the owner's choice. */
export interface OwnerConflict {
  readonly match: Match;
  readonly mine: { readonly team1Score: number; readonly team2Score: number };
  /** What the match holds now, and its version: the one 'Manter o meu' is sent against. */
  readonly theirs: MatchConflictBody['current'];
}

/** The server's message, or `fallback` when it gave none (a failed network says nothing useful). */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The owner's scores, under the two-devices rule: each is sent against the match version it was
 * typed on, so a match another device scored meanwhile comes back as a conflict and the owner
 * chooses (nothing is overwritten silently).
 */
export function useOwnerScore(id: string) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { mutateAsync: recordScore } = useMutation({
    mutationFn: (entry: {
      readonly matchId: string;
      readonly team1Score: number;
      readonly team2Score: number;
      readonly basedOnVersion: number;
    }) =>
      tournamentWrites.recordScore(entry.matchId, {
        team1Score: entry.team1Score,
        team2Score: entry.team2Score,
        completed: true,
        basedOnVersion: entry.basedOnVersion,
      }),
    // The write answers with the new detail: it goes into the cache behind the revision guard.
    onSuccess: (detail: TournamentDetail) => void tournamentChanged(queryClient, detail),
  });
  const [conflict, setConflict] = useState<OwnerConflict>();
  const [resending, setResending] = useState(false);

  const sendScore = useCallback(
    async (match: Match, team1Score: number, team2Score: number, basedOnVersion: number) => {
      try {
        await recordScore({ matchId: match.id, team1Score, team2Score, basedOnVersion });
        setConflict(undefined);
        toast({ title: t('toasts.resultUpdated') });
        return true;
      } catch (error) {
        const refused = matchConflictOf(error);
        if (refused) {
          setConflict({ match, mine: { team1Score, team2Score }, theirs: refused.current });
          return false;
        }
        setConflict(undefined);
        toast({
          title: t('toasts.resultFailed'),
          description: failureText(error, t('toasts.resultFailedDescription')),
          variant: 'destructive',
        });
        return false;
      }
    },
    [recordScore, t, toast],
  );

  // 'Manter o meu' sends the score again over the version that refused it (another conflict shows
  // the choice again); 'Usar o outro' drops it and reads the tournament again.
  const chooseInConflict = useCallback(
    async (choice: ConflictChoice) => {
      if (!conflict) return;
      if (choice === 'theirs') {
        setConflict(undefined);
        await queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(id) });
        return;
      }
      setResending(true);
      try {
        const { match, mine, theirs } = conflict;
        await sendScore(match, mine.team1Score, mine.team2Score, theirs.version);
      } finally {
        setResending(false);
      }
    },
    [conflict, id, queryClient, sendScore],
  );

  return { sendScore, conflict, resending, chooseInConflict };
}
