import {
  type ChangeRequest,
  deriveChangeId,
  type LeavingCommand,
  newSubstituteId,
  type SubstitutePlayer,
  type TournamentState,
  type WithdrawPlayer,
} from '@rodada/events';
import { type CommandContext, commandOf } from '../commands/context';

/** A player leaving (issue 28) as asked on the changes route: a withdrawal or a substitution. */
type LeavingRequest = Extract<ChangeRequest, { kind: 'withdraw' | 'substitute' }>;

/** The command a withdrawal or substitution request asks for. */
export function leavingCommandOf(request: LeavingRequest, context: CommandContext): LeavingCommand {
  const { playerId, basedOnRevision } = request;
  if (request.kind === 'withdraw')
    return commandOf<WithdrawPlayer>(
      'WithdrawPlayer',
      { playerId, mode: request.mode, basedOnRevision },
      context,
    );
  const { name, fromSlot, ranked, lateArrival } = request;
  return commandOf<SubstitutePlayer>(
    'SubstitutePlayer',
    {
      playerId,
      name,
      fromSlot,
      ...(ranked === undefined ? {} : { ranked }),
      ...(lateArrival === undefined ? {} : { lateArrival }),
      basedOnRevision,
    },
    context,
  );
}

/**
 * The answer to an applied withdrawal or substitution: the change's id (what an undo names), the
 * new revision, and a substitute's player id (null for a withdrawal, or a fixed pair renamed).
 */
export function leavingAnswer(
  request: LeavingRequest,
  context: CommandContext,
  revision: number,
  state: TournamentState,
) {
  const substituteId = newSubstituteId(context.commandId);
  return {
    preview: false as const,
    id: deriveChangeId(context.commandId),
    kind: request.kind,
    playerId: request.playerId,
    substituteId: state.substitutes[substituteId] ? substituteId : null,
    revision,
  };
}
