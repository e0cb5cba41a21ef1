import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type AlertAdministratorsOfTie,
  type TieAlertEvent,
  tieAlertCorrelationId,
  tieAlertDecider,
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
});
