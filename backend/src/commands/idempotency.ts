import {
  type CommandOutcomeEvent,
  commandOutcomeStream,
  DomainError,
  decodeRecorded,
  type EventStore,
  encodeFor,
  WrongExpectedRevisionError,
} from '@rodada/events';
import { type CommandContext, metadataOf } from './context';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Outcome = Extract<CommandOutcomeEvent, { type: 'CommandCompleted' }>['data'];

function replay<R>(recorded: Outcome, context: CommandContext): R {
  if (recorded.requestHash !== context.idempotency?.requestHash)
    throw new DomainError('request.idempotencyKeyReused');
  if (!recorded.outcome.ok) throw new DomainError(recorded.outcome.code, recorded.outcome.params);
  return recorded.outcome.result as R;
}

async function storedOutcome(store: EventStore, streamId: string): Promise<Outcome | null> {
  const [first] = await store.readStream(streamId);
  if (!first) return null;
  return (decodeRecorded(first) as CommandOutcomeEvent).data;
}

/**
 * Runs a service action once per idempotency key: the first outcome (a result, or the refusal a
 * domain rule gave) is stored in the actor-and-key's own stream, and the same key with the same
 * request answers it again without running anything; with another request it is a 422.
 * Without a key, it simply runs.
 */
export async function idempotent<R extends Json>(
  store: EventStore,
  context: CommandContext,
  run: () => Promise<R>,
): Promise<R> {
  const idempotency = context.idempotency;
  if (!idempotency) return run();
  const streamId = commandOutcomeStream(context.commandId);
  const earlier = await storedOutcome(store, streamId);
  if (earlier) return replay<R>(earlier, context);

  let outcome: Outcome['outcome'];
  try {
    outcome = { ok: true, result: await run() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error; // nothing decided: a retry may run it again
    // A refusal with details describes the moment (a conflict shows the score of now): the same
    // key asked again later is answered from the state of then, not from a stored snapshot.
    if (error.details) throw error;
    outcome = { ok: false, code: error.code, params: error.params };
  }
  const data: Outcome = { requestHash: idempotency.requestHash, commandId: context.commandId, outcome };
  try {
    await store.append(
      streamId,
      [
        {
          id: context.commandId,
          ...encodeFor(streamId, { type: 'CommandCompleted', data }),
          metadata: metadataOf(context),
        },
      ],
      'no_stream',
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    // The same key raced this request and stored its outcome first: answer that one.
    const winner = await storedOutcome(store, streamId);
    if (winner) return replay<R>(winner, context);
  }
  return replay<R>(data, context);
}
