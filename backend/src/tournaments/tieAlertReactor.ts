import {
  type AlertAdministratorsOfTie,
  type EventStore,
  tieAlertCorrelationId,
  tieAlertDecider,
  tieAlertStream,
} from '@rodada/events';
import {
  alertableAdministrators,
  type ReadModels,
  type UnalertedTie,
  unalertedTies,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { type CommandContext, commandOf, systemContext } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { periodically } from '../commands/periodically';
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
  /** A mail that could not be sent (the tie stays in the back office's queue). */
  readonly log: (error: unknown) => void;
}

/**
 * Mails every administrator once per tie: for each queued tie without an alert, appends
 * `AdministratorsAlertedOfTie` to the tournament's `tieAlert-` stream with an expected revision,
 * and mails only when this run's decision appended it. A retry, a second run or a run before the
 * read model caught up finds the alert in the stream and decides nothing; two runs racing on it
 * are told apart by the revision check (each attempt has its own command id). Recording first means a crash between the two loses the mail rather than repeating it;
 * the tie still waits in the back office's queue. Returns how many mails went out.
 */
export async function alertAdministratorsOfTies(ports: TieAlertPorts, now = new Date()): Promise<number> {
  const ties = await unalertedTies(ports.db);
  if (ties.length === 0) return 0;
  const administrators = await alertableAdministrators(ports.db);
  // With nobody to tell, nothing is recorded: the first administrator to exist gets the mail.
  if (administrators.length === 0) return 0;
  let sent = 0;
  for (const tie of ties) {
    const recorded = await handleCommand(
      ports.store,
      tieAlertStream(tie.tournamentId),
      tieAlertDecider,
      commandOf<AlertAdministratorsOfTie>(
        'AlertAdministratorsOfTie',
        {
          tournamentId: tie.tournamentId,
          groupId: tie.groupId,
          since: tie.since,
          playerIds: tie.players.map((p) => p.id),
          recipients: administrators.length,
        },
        alertContext(tie, now),
      ),
    );
    if (recorded.newEvents.length === 0) continue;
    for (const administrator of administrators) {
      try {
        await ports.mailer().send(tieAlertMail(tie, administrator, ports.publicUrl));
        sent++;
      } catch (error) {
        ports.log(error);
      }
    }
  }
  return sent;
}

/** A fresh command id per attempt (see `tieAlertCorrelationId`), the tie's own correlation id. */
function alertContext(tie: UnalertedTie, now: Date): CommandContext {
  return { ...systemContext('tieAlertReactor', now), correlationId: tieAlertCorrelationId(tie) };
}

/** The alert in pt-BR (Rodada stores no language per user yet). */
export function tieAlertMail(
  tie: UnalertedTie,
  administrator: { readonly name: string; readonly email: string },
  publicUrl: string,
): Mail {
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
  isLeader: () => boolean,
  intervalMs = TIE_ALERT_INTERVAL_MS,
): () => void {
  return periodically(() => alertAdministratorsOfTies(ports), { isLeader, log: ports.log, intervalMs });
}
