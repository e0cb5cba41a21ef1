import type { PublicTournament, TournamentDetail } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { playState } from '../../../lib/playingOrder';
import { useToast } from '../../../state/toasts';
import { SlotClock } from './slotClock';

/** A timed tournament's clocks for the slots on court now; `onStart` offers to start them. */
export function NowClocks({
  tournament,
  onStart,
}: {
  readonly tournament: PublicTournament;
  readonly onStart?: (slot: number) => void;
}) {
  if (tournament.scoring.mode !== 'timed' || tournament.ended) return null;
  const slots = [...new Set(playState(tournament.matches).now.map((m) => m.slot))].sort((a, b) => a - b);
  if (slots.length === 0) return null;
  return (
    <section
      data-testid="now-clocks"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {slots.map((slot) => (
        <SlotClock
          key={slot}
          scoring={tournament.scoring}
          slot={slot}
          timer={tournament.slotTimers.find((timer) => timer.slot === slot)}
          onStart={onStart}
          showSlot
        />
      ))}
    </section>
  );
}

/** The organiser's clocks: starting one answers with the tournament as it is now. */
export function OwnerClocks({
  tournament,
  canStart,
}: {
  readonly tournament: TournamentDetail;
  readonly canStart: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // The organiser's writes load on the first start: the public board shows these clocks too, and
    // must not load the writes' classic schemas (on the organiser's page they are already loaded).
    mutationFn: async (slot: number) => {
      const { tournamentChanged, tournamentWrites } = await import('../../../lib/queries');
      const detail = await tournamentWrites.startSlotTimer(tournament.id, slot);
      void tournamentChanged(queryClient, detail);
      return detail;
    },
    onSuccess: (_detail, slot) => {
      toast({ title: t('scoring.clock.started', { slot }) });
    },
    onError: (error) =>
      toast({
        title: t('match.invalidTitle'),
        description: error instanceof ApiError || error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      }),
  });
  return <NowClocks tournament={tournament} onStart={canStart ? (slot) => mutate(slot) : undefined} />;
}
