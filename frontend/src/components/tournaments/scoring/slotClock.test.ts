import { describe, expect, it } from 'vitest';
import { clockText, remainingOf, runningTimers } from './slotClock';

const timer = (slot: number, startedAt: string, minutes = 10) => ({ slot, startedAt, minutes });
const at = (iso: string) => Date.parse(iso);

describe('a slot clock', () => {
  it('counts down from the start time the server recorded', () => {
    const started = timer(1, '2026-11-27T20:00:00.000Z');
    expect(remainingOf(started, at('2026-11-27T20:00:00.000Z'))).toBe(600_000);
    expect(remainingOf(started, at('2026-11-27T20:09:59.500Z'))).toBe(500);
    expect(remainingOf(started, at('2026-11-27T20:10:00.000Z'))).toBe(0);
    expect(remainingOf(started, at('2026-11-27T20:30:00.000Z'))).toBe(0);
  });

  it('reads minutes and seconds, rounded up so 0:00 means time is up', () => {
    expect(clockText(600_000)).toBe('10:00');
    expect(clockText(599_001)).toBe('10:00');
    expect(clockText(599_000)).toBe('9:59');
    expect(clockText(61_000)).toBe('1:01');
    expect(clockText(500)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
  });

  it('lists only the clocks still running', () => {
    const timers = [timer(1, '2026-11-27T20:00:00.000Z'), timer(2, '2026-11-27T20:15:00.000Z')];
    expect(runningTimers(timers, at('2026-11-27T20:20:00.000Z')).map((t) => t.slot)).toEqual([2]);
  });
});
