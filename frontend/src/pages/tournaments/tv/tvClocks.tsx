import type { PublicTournament } from '@rodada/events/contracts';
import { runningTimers, SlotClock } from '../../../components/tournaments/scoring/slotClock';
import { onCourtNow } from '../../../lib/tvCycle';

/**
 * A timed tournament's countdowns on the TV, whatever screen the cycle shows: the slots on court
 * now, and any other slot whose clock is running.
 */
export function TvClocks({ tournament }: { readonly tournament: PublicTournament }) {
  if (tournament.scoring.mode !== 'timed' || tournament.ended) return null;
  const slots = new Set(onCourtNow(tournament.matches).map((m) => m.slot));
  for (const timer of runningTimers(tournament.slotTimers, Date.now())) slots.add(timer.slot);
  if (slots.size === 0) return null;
  return (
    <div data-testid="tv-clocks" className="flex shrink-0 items-center gap-8">
      {[...slots]
        .sort((a, b) => a - b)
        .map((slot) => (
          <SlotClock
            key={slot}
            scoring={tournament.scoring}
            slot={slot}
            timer={tournament.slotTimers.find((timer) => timer.slot === slot)}
            look="tv"
            showSlot
          />
        ))}
    </div>
  );
}
