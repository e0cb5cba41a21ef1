import {
  type AlertAdministratorsOfTie,
  type EventStore,
  type RecordTieAlertMailed,
  type RetryTieAlert,
  TIE_ALERT_RETRY,
  type TieAlertCommand,
  tieAlertCorrelationId,
  tieAlertDecider,
  tieAlertStream,
} from '@rodada/events';
import {
  alertableAdministrators,
  type ReadModels,
  type UnalertedTie,
  unalertedTies,
  undeliveredTieAlerts,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { type CommandContext, commandOf, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { periodically, type ReactorRuns } from '../commands/periodically';
import { FALLBACK_LANGUAGE, translate } from '../i18n';
import type { Mail, Mailer } from '../mail/mailer';

/** How often the reactor looks for ties the administrators have not heard of. */
export const TIE_ALERT_INTERVAL_MS = 5_000;

export interface TieAlertPorts {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  readonly mailer: () => Mailer;
  /** Where the mail's link points: `{publicUrl}/tournament/{id}/resolve-tiebreaks`. */
  readonly publicUrl: string;
  /** A mail that could not be sent (tried again later), or an alert given up (the tie stays queued). */
  readonly log: (error: unknown) => void;
}

type Administrator = { readonly name: string; readonly email: string };

/**
 * Mails every administrator about each queued tie, at least once. Each attempt is first claimed
 * in the tournament's `tieAlert-` stream with an expected revision (`AdministratorsAlertedOfTie`
 * for a new tie, `TieAlertRetried` for an alert whose last attempt never recorded its mail), and
 * mails only when this run's decision appended the claim: a second run, a retry, or a run before
 * the read model caught up decides nothing, and two runs racing on a claim are told apart by the
 * revision check (each attempt has its own command id). After the mail `TieAlertMailed` is
 * recorded. An attempt that crashed or whose mail was refused by every recipient is claimed again
 * once `tieAlertRetryDelayMs` has passed, until `TIE_ALERT_RETRY`'s limits, where the alert is
 * given up (`TieAlertAbandoned`, logged as an error; the tie still waits in the back office's
 * queue). A crash after the mail but before its record sends it again: at least once, not exactly
 * once. Returns how many mails went out.
 */
export async function alertAdministratorsOfTies(ports: TieAlertPorts, now = new Date()): Promise<number> {
  const [ties, undelivered] = await Promise.all([
    unalertedTies(ports.db),
    undeliveredTieAlerts(ports.db, new Date(now.getTime() - TIE_ALERT_RETRY.firstRetryAfterMs)),
  ]);
  if (ties.length === 0 && undelivered.length === 0) return 0;
  const administrators = await alertableAdministrators(ports.db);
  // With nobody to tell, nothing is recorded nor tried: the first administrator to exist gets the mail.
  if (administrators.length === 0) return 0;
  let sent = 0;
  for (const tie of ties) {
    const claim = await decideOnTie<AlertAdministratorsOfTie>(
      ports,
      tie,
      'AlertAdministratorsOfTie',
      {
        ...tieKey(tie),
        playerIds: tie.players.map((p) => p.id),
        recipients: administrators.length,
      },
      now,
    );
    if (claim.length > 0) sent += await mailTie(ports, tie, administrators, now);
  }
  for (const tie of undelivered) {
    const [decided] = await decideOnTie<RetryTieAlert>(ports, tie, 'RetryTieAlert', tieKey(tie), now);
    if (decided?.type === 'TieAlertRetried') sent += await mailTie(ports, tie, administrators, now);
    if (decided?.type === 'TieAlertAbandoned')
      ports.log(
        new Error(
          `tie alert given up after ${decided.data.attempts} attempts without a mail: tournament ${tie.tournamentId}, group ${tie.groupId}, since ${tie.since}`,
        ),
      );
  }
  return sent;
}

/**
 * Sends one claimed attempt to every administrator and records it when at least one mail got
 * through; each refusal is logged. With none through, nothing is recorded and a later run tries
 * again. One administrator's refused mail is not tried again when others got theirs: a retry
 * would mail them twice, and the tie waits in the queue every administrator sees.
 */
async function mailTie(
  ports: TieAlertPorts,
  tie: UnalertedTie,
  administrators: readonly Administrator[],
  now: Date,
): Promise<number> {
  let delivered = 0;
  for (const administrator of administrators) {
    try {
      await ports.mailer().send(tieAlertMail(tie, administrator, ports.publicUrl));
      delivered++;
    } catch (error) {
      ports.log(error);
    }
  }
  if (delivered > 0)
    await decideOnTie<RecordTieAlertMailed>(
      ports,
      tie,
      'RecordTieAlertMailed',
      { ...tieKey(tie), recipients: delivered },
      now,
    );
  return delivered;
}

const tieKey = (tie: UnalertedTie) => ({
  tournamentId: tie.tournamentId,
  groupId: tie.groupId,
  since: tie.since,
});

/** Decides one command on the tie's stream and appends what it decided: the new events. */
async function decideOnTie<C extends TieAlertCommand>(
  ports: TieAlertPorts,
  tie: UnalertedTie,
  type: C['type'],
  data: C['data'],
  now: Date,
) {
  const result = await handleCommand(
    ports.store,
    tieAlertStream(tie.tournamentId),
    tieAlertDecider,
    commandOf<C>(type, data, alertContext(tie, now)),
  );
  return result.newEvents;
}

/** A fresh command id per attempt (see `tieAlertCorrelationId`), the tie's own correlation id. */
function alertContext(tie: UnalertedTie, now: Date): CommandContext {
  return { ...systemContext('tieAlertReactor', now), correlationId: tieAlertCorrelationId(tie) };
}

/** The alert in pt-BR (Rodada stores no language per user yet). */
export function tieAlertMail(tie: UnalertedTie, administrator: Administrator, publicUrl: string): Mail {
  const lng = FALLBACK_LANGUAGE;
  const values = {
    name: administrator.name,
    tournament: tie.tournamentName,
    owner: tie.ownerName,
    group: tie.groupId,
    players: tie.players.map((p) => p.name).join(', '),
    link: `${publicUrl}/tournament/${encodeURIComponent(tie.tournamentId)}/resolve-tiebreaks`,
  };
  return {
    to: administrator.email,
    subject: translate(lng, 'emails:tieAlert.subject', values),
    text: translate(lng, 'emails:tieAlert.text', values),
  };
}

/** Runs the reactor periodically in the process that runs the projections. */
export function startTieAlertReactor(
  ports: TieAlertPorts,
  runs: ReactorRuns,
  /**
   * The erasures' lock: a run reads the organiser's and players' names and mails them, so it never
   * overlaps an erasure, which removes the mails about the user's tournaments already written.
   */
  erasures: { run<T>(task: () => Promise<T>): Promise<T> },
  intervalMs = TIE_ALERT_INTERVAL_MS,
): () => void {
  return periodically(() => erasures.run(() => alertAdministratorsOfTies(ports)), {
    reactor: 'tieAlerts',
    runs,
    log: ports.log,
    intervalMs,
  });
}
