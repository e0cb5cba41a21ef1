import type { Scoring, SlotTimer } from '@rodada/events/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECOND = 1000;

/** Milliseconds left on a started clock at `now` (0 once it has run out). */
export function remainingOf(timer: SlotTimer, now: number): number {
  return Math.max(0, Date.parse(timer.startedAt) + timer.minutes * 60 * SECOND - now);
}

/** "12:05": minutes and seconds left, rounded up so the clock reads 0:00 only when time is up. */
export function clockText(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / SECOND);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, ticking every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), SECOND / 4);
    return () => window.clearInterval(tick);
  }, [running]);
  return now;
}

const LOOK = {
  /** The owner's page and the public board. */
  regular: { box: 'gap-2 text-sm', time: 'text-2xl', button: 'h-10 px-3 text-sm' },
  /** The court tablet: read from a few steps away, a big target. */
  touch: { box: 'gap-3 text-base', time: 'text-4xl', button: 'h-14 px-5 text-lg' },
  /** The club TV: dark, read from across the room. */
  tv: { box: 'gap-3 text-xl text-white', time: 'text-5xl text-ball', button: 'hidden' },
} as const;

/**
 * A time slot's countdown in a timed tournament, counted from the start time the server recorded
 * (pushed to every screen), never from when this screen saw it: every device shows the same time.
 * `onStart` (the organiser, the tablet) offers to start it, or to start it again once run out.
 */
export function SlotClock({
  scoring,
  slot,
  timer,
  onStart,
  look = 'regular',
  showSlot = false,
}: {
  readonly scoring: Scoring;
  readonly slot: number;
  readonly timer: SlotTimer | undefined;
  readonly onStart?: (slot: number) => void;
  readonly look?: keyof typeof LOOK;
  /** Says which slot the clock is for ("Horário 3"), where the screen does not. */
  readonly showSlot?: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const now = useNow(timer !== undefined);
  if (scoring.mode !== 'timed') return null;
  const style = LOOK[look];
  const left = timer ? remainingOf(timer, now) : scoring.minutes * 60 * SECOND;
  const state = !timer ? 'stopped' : left > 0 ? 'running' : 'up';
  return (
    <div
      data-testid="slot-clock"
      data-slot={slot}
      data-state={state}
      className={`flex flex-wrap items-center ${style.box}`}
    >
      {showSlot ? <span className="font-semibold">{t('scoring.clock.slot', { slot })}</span> : null}
      <span
        role="timer"
        aria-label={t('scoring.clock.remaining', { slot })}
        data-testid="slot-clock-time"
        className={`font-extrabold tabular-nums ${style.time} ${state === 'up' ? 'text-red-600' : ''}`}
      >
        {clockText(left)}
      </span>
      {state === 'up' ? (
        <span className="font-semibold text-red-700">{t('scoring.clock.timeUp')}</span>
      ) : null}
      {state === 'stopped' && look !== 'tv' ? (
        <span className="text-slate-500">{t('scoring.clock.notStarted')}</span>
      ) : null}
      {onStart && state !== 'running' ? (
        <button
          type="button"
          data-testid="start-clock"
          onClick={() => onStart(slot)}
          className={`rounded-xl bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${style.button}`}
        >
          {state === 'up' ? t('scoring.clock.restart') : t('scoring.clock.start')}
        </button>
      ) : null}
    </div>
  );
}

/** The clocks still running, for screens that show every slot's at once (the TV). */
export function runningTimers(timers: readonly SlotTimer[], now: number): readonly SlotTimer[] {
  return timers.filter((timer) => remainingOf(timer, now) > 0);
}
