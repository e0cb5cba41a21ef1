import { describe, expect, it } from 'vitest';
import { type StatusInput, tournamentStatus } from './tournamentStatus';

const now = new Date('2026-11-23T12:00:00.000Z');
const tomorrow = new Date('2026-11-24T12:00:00.000Z');
const yesterday = new Date('2026-11-22T12:00:00.000Z');
const matches = (completed: number, total: number) =>
  Array.from({ length: total }, (_, i) => ({ completed: i < completed }));
const status = (input: Partial<StatusInput>) =>
  tournamentStatus({
    matches: matches(0, 14),
    awaitingSuperFinal: false,
    ended: false,
    startsAt: null,
    now,
    ...input,
  });

describe('tournament status', () => {
  it('is pending when created and nothing is played yet', () => {
    expect(status({})).toBe('pending');
    expect(status({ startsAt: yesterday })).toBe('pending');
    expect(status({ startsAt: now })).toBe('pending');
  });

  it('is scheduled while dated in the future with no result', () => {
    expect(status({ startsAt: tomorrow })).toBe('scheduled');
  });

  it('is in progress once any result is recorded, whatever the date', () => {
    expect(status({ matches: matches(1, 14), startsAt: tomorrow })).toBe('in_progress');
    expect(status({ matches: matches(13, 14) })).toBe('in_progress');
  });

  it('is completed when every match is played', () => {
    expect(status({ matches: matches(14, 14) })).toBe('completed');
  });

  it('waits for the Super Final in a Super 16 / 32', () => {
    expect(status({ matches: matches(28, 28), awaitingSuperFinal: true })).toBe('in_progress');
    expect(status({ matches: matches(30, 32) })).toBe('in_progress');
    expect(status({ matches: matches(32, 32) })).toBe('completed');
  });

  it('is completed once ended from the tablet, even with matches left', () => {
    expect(status({ matches: matches(3, 14), ended: true })).toBe('completed');
  });
});
