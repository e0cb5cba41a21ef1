import {
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  type EventStore,
  type GrantCredits,
  type GrantReason,
} from '@rodada/events';
import { accountOf, type ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { administrator } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';

/** The credits slice: every movement on a user's credit account that is not a tournament's charge. */
export class CreditService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
  ) {}

  /** An administrator grants credits; answers the new balance. */
  grant(context: CommandContext, userId: string, grant: { credits: number; reason: GrantReason }) {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      if (!(await accountOf(this.db, userId))) throw new DomainError('users.notFound');
      const result = await handleCommand(
        this.store,
        creditAccountStream(userId),
        creditAccountDecider,
        commandOf<GrantCredits>('GrantCredits', { amount: grant.credits, reason: grant.reason }, context),
      );
      await this.settle(result.position);
      return { userId, credits: result.state.balance };
    });
  }
}
