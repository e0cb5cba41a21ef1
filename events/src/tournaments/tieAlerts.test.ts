import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type AlertAdministratorsOfTie,
  type RecordTieAlertMailed,
  type RetryTieAlert,
  TIE_ALERT_RETRY,
  type TieAlertEvent,
  tieAlertCorrelationId,
  tieAlertDecider,
  tieAlertRetryDelayMs,
} from './tieAlerts';

const tournamentId = '00000000-0000-4000-8000-000000000d01';
const tie = { tournamentId, groupId: 'A' as const, since: '2026-11-23T20:00:00.000Z' };
const playerIds = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const alert = (over: Partial<AlertAdministratorsOfTie['data']> = {}) =>
  command<AlertAdministratorsOfTie>(
    'AlertAdministratorsOfTie',
    { ...tie, playerIds, recipients: 2, ...over },
    { actor: { kind: 'system', id: 'tieAlertReactor' }, at: '2026-11-23T20:00:05.000Z' },
  );
const alerted = (over: Partial<TieAlertEvent['data']> = {}): TieAlertEvent => ({
  type: 'AdministratorsAlertedOfTie',
  data: { ...tie, playerIds, recipients: 2, at: '2026-11-23T20:00:05.000Z', ...over },
});

const spec = deciderSpec(tieAlertDecider);
const system = { actor: { kind: 'system', id: 'tieAlertReactor' } } as const;
const first = Date.parse('2026-11-23T20:00:05.000Z');
const later = (ms: number) => new Date(first + ms).toISOString();
const retry = (at: string, over: Partial<RetryTieAlert['data']> = {}) =>
  command<RetryTieAlert>('RetryTieAlert', { ...tie, ...over }, { ...system, at });
const retried = (attempt: number, at: string): TieAlertEvent => ({
  type: 'TieAlertRetried',
  data: { ...tie, attempt, at },
});
const markMailed = (at = later(2_000)) =>
  command<RecordTieAlertMailed>('RecordTieAlertMailed', { ...tie, recipients: 2 }, { ...system, at });
const mailed = (at = later(2_000)): TieAlertEvent => ({
  type: 'TieAlertMailed',
  data: { ...tie, recipients: 2, at },
});

describe('tie alerts', () => {
  it('records the first alert of a tie', () => {
    spec([]).when(alert()).then([alerted()]);
  });

  it('never alerts the same tie twice', () => {
    spec([alerted()]).when(alert()).thenNothing();
  });

  it('alerts another group, or the same group when a new tie appears later', () => {
    spec([alerted()])
      .when(alert({ groupId: 'B' }))
      .then([alerted({ groupId: 'B' })]);
    spec([alerted()])
      .when(alert({ since: '2026-11-23T21:00:00.000Z' }))
      .then([alerted({ since: '2026-11-23T21:00:00.000Z' })]);
  });

  it('gives the same tie the same correlation id, and another tie another one', () => {
    expect(tieAlertCorrelationId(tie)).toBe(tieAlertCorrelationId({ ...tie }));
    expect(tieAlertCorrelationId({ ...tie, groupId: 'B' })).not.toBe(tieAlertCorrelationId(tie));
  });

  describe('delivery, at least once', () => {
    it('records the mail of a claimed alert, once', () => {
      spec([alerted()]).when(markMailed()).then([mailed()]);
      spec([alerted(), mailed()])
        .when(markMailed(later(9_000)))
        .thenNothing();
    });

    it('refuses to record a mail for a tie never claimed', () => {
      spec([]).when(markMailed()).thenThrows('tournament.tieAlertUnknown');
      spec([alerted({ groupId: 'B' })])
        .when(markMailed())
        .thenThrows('tournament.tieAlertUnknown');
    });

    it('claims another attempt once the last one had its time without a mail', () => {
      const due = later(TIE_ALERT_RETRY.firstRetryAfterMs);
      spec([alerted()])
        .when(retry(due))
        .then([retried(2, due)]);
    });

    it('leaves an attempt that may still be sending alone', () => {
      spec([alerted()])
        .when(retry(later(TIE_ALERT_RETRY.firstRetryAfterMs - 1)))
        .thenNothing();
    });

    it('waits twice as long after each attempt, up to the longest wait', () => {
      const second = later(30_000);
      spec([alerted(), retried(2, second)])
        .when(retry(later(30_000 + tieAlertRetryDelayMs(2) - 1)))
        .thenNothing();
      spec([alerted(), retried(2, second)])
        .when(retry(later(30_000 + tieAlertRetryDelayMs(2))))
        .then([retried(3, later(30_000 + tieAlertRetryDelayMs(2)))]);
      expect(tieAlertRetryDelayMs(2)).toBe(2 * tieAlertRetryDelayMs(1));
      expect(tieAlertRetryDelayMs(40)).toBe(TIE_ALERT_RETRY.longestWaitMs);
    });

    it('never retries a mailed, abandoned or unknown alert', () => {
      const muchLater = later(TIE_ALERT_RETRY.giveUpAfterMs / 2);
      spec([alerted(), mailed()]).when(retry(muchLater)).thenNothing();
      spec([
        alerted(),
        {
          type: 'TieAlertAbandoned',
          data: { ...tie, attempts: 1, at: later(TIE_ALERT_RETRY.giveUpAfterMs) },
        },
      ])
        .when(retry(later(2 * TIE_ALERT_RETRY.giveUpAfterMs)))
        .thenNothing();
      spec([]).when(retry(muchLater)).thenNothing();
      spec([alerted()])
        .when(retry(muchLater, { groupId: 'B' }))
        .thenNothing();
    });

    it('a run that lost the race to a claim sees it and claims nothing', () => {
      const due = later(TIE_ALERT_RETRY.firstRetryAfterMs);
      spec([alerted(), retried(2, due)])
        .when(retry(due))
        .thenNothing();
    });

    it('gives up a day after the first attempt', () => {
      const end = later(TIE_ALERT_RETRY.giveUpAfterMs);
      spec([alerted(), retried(2, later(30_000))])
        .when(retry(end))
        .then([{ type: 'TieAlertAbandoned', data: { ...tie, attempts: 2, at: end } }]);
    });

    it('gives up after the most attempts', () => {
      const history = [alerted()];
      let at = first;
      for (let attempt = 2; attempt <= TIE_ALERT_RETRY.maxAttempts; attempt++) {
        at += 1_000;
        history.push(retried(attempt, new Date(at).toISOString()));
      }
      const due = new Date(at + TIE_ALERT_RETRY.longestWaitMs).toISOString();
      spec(history)
        .when(retry(due))
        .then([
          { type: 'TieAlertAbandoned', data: { ...tie, attempts: TIE_ALERT_RETRY.maxAttempts, at: due } },
        ]);
    });
  });
});
