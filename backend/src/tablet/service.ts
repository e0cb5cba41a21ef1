import { randomInt } from 'node:crypto';
import {
  type Actor,
  type ChangeRequest,
  type ClaimCode,
  type CodeDeactivationReason,
  type CreatableFormat,
  type CreateCode,
  codeClaimDecider,
  type DeactivateCode,
  DomainError,
  decodeRecorded,
  drawTabletCode,
  type EventStore,
  isCodeActive,
  type LinkCode,
  newTournamentCodeId,
  newTournamentId,
  TABLET_CODE_ALPHABET,
  TABLET_CODE_LENGTH,
  type TabletCreateTournamentRequest,
  type TournamentCode,
  type TournamentCodeClaimEvent,
  type TournamentCodeEvent,
  type TournamentCodeState,
  tournamentCodeClaimStream,
  tournamentCodeDecider,
  tournamentCodeStream,
} from '@rodada/events';
import {
  accountOf,
  activeCodeIdsOf,
  activeCodeIdsOfTournament,
  canAct,
  type ReadModels,
  tournamentCodesOf,
  tournamentOwner,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { signedIn } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import type { TabletGrant } from '../http/access';
import { registerErrorStatuses } from '../http/errors';
import type { ScoreRequest, TournamentService } from '../tournaments';

registerErrorStatuses({
  'tablet.codeInvalid': 401,
  'tablet.codeNotFound': 404,
  'tablet.codeUsed': 409,
  'tournament.ended': 409,
});

/** Courts a tablet offers for every format it creates (decisions.md, "Courts"). */
export const TABLET_MAX_COURTS = 2;
/** Draws before giving up on a free code string: with 887 million strings, one collision is rare already. */
const CODE_DRAWS = 10;
const CODE_PATTERN = new RegExp(`^[${TABLET_CODE_ALPHABET}]{${TABLET_CODE_LENGTH}}$`);

/** What an active code lets its tablet do: act for `ownerId`, on `tournamentId` once it has one. */

/** `ownerCanAct` false (the owner is blocked or erased) shows the code inactive whatever its stream says. */
function codeView(state: TournamentCodeState, ownerCanAct = true): TournamentCode {
  const created = state.created!;
  return {
    id: created.codeId,
    code: created.code,
    tournamentType: created.tournamentType,
    isActive: isCodeActive(state) && ownerCanAct,
    createdAt: created.at,
    usedAt: state.usedAt,
    deactivatedAt: state.deactivatedAt,
    tournamentId: state.tournamentId,
  };
}

/**
 * The tablets slice: codes (created free by a club or an administrator, single use, deactivated
 * by their owner, by ending their tournament, or by blocking or erasing their owner) and
 * everything a court tablet does with one. A
 * tablet never logs in: its code, checked here on every call, is its credential, and its actor is
 * `{ kind: 'tablet', id: codeId }`. Tournament changes go through the tournaments service, the
 * same path the owner's browser takes.
 */
export class TabletService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    private readonly tournaments: TournamentService,
  ) {}

  // Codes, for their owners

  listCodes(actor: Actor) {
    return tournamentCodesOf(this.db, signedIn(actor));
  }

  createCode(context: CommandContext, tournamentType: CreatableFormat): Promise<TournamentCode> {
    return idempotent(this.store, context, async () => {
      const ownerId = await this.clubOrAdministrator(context.actor);
      const codeId = newTournamentCodeId(context.commandId);
      const earlier = await this.codeState(codeId);
      if (earlier.created) return codeView(earlier);
      const code = await this.claimFreeCode(context, codeId);
      const result = await handleCommand(
        this.store,
        tournamentCodeStream(codeId),
        tournamentCodeDecider,
        commandOf<CreateCode>('CreateCode', { code, ownerId, tournamentType }, context),
      );
      await this.settle(result.position);
      return codeView(result.state);
    });
  }

  /** Owner or administrator; anyone else is told the code does not exist. Repeats change nothing. */
  deactivateCode(context: CommandContext, codeId: string): Promise<TournamentCode> {
    return idempotent(this.store, context, async () => {
      const userId = signedIn(context.actor);
      const result = await handleCommand(
        this.store,
        tournamentCodeStream(codeId),
        tournamentCodeDecider,
        commandOf<DeactivateCode>('DeactivateCode', { reason: 'owner' }, context),
        {
          authorize: (state) => {
            if (!state.created || (state.created.ownerId !== userId && context.actor.kind !== 'admin'))
              throw new DomainError('tablet.codeNotFound');
          },
        },
      );
      await this.settle(result.position);
      return codeView(result.state);
    });
  }

  /**
   * Ends every active code of a user who was blocked or erased (`CodeDeactivated` with that
   * reason, by the administrator who did it). A retry finds the ended ones inactive and changes
   * nothing for them.
   */
  async deactivateCodesOf(context: CommandContext, userId: string, reason: 'blocked' | 'erased') {
    await this.deactivate(context, await activeCodeIdsOf(this.db, userId), reason);
  }

  /**
   * The owner ended the tournament from their own view: its code stops authorising, as when its
   * tablet ends it (`CodeDeactivated` with reason `ended`, by the owner).
   */
  async deactivateCodesOfTournament(context: CommandContext, ownerId: string, tournamentId: string) {
    await this.deactivate(context, await activeCodeIdsOfTournament(this.db, ownerId, tournamentId), 'ended');
  }

  /**
   * The public code check: the code, active or not, or null when no code has this string. The
   * route limits how often one address may ask, so codes cannot be enumerated.
   */
  async validate(code: string): Promise<TournamentCode | null> {
    const state = await this.stateOfCode(code);
    return state ? codeView(state, await canAct(this.db, state.created!.ownerId)) : null;
  }

  /**
   * The grant of the code a tablet sent; 401 `tablet.codeInvalid` unless it names an active code
   * whose owner can still act (neither blocked nor erased: checked on every call, so a code ends
   * with its owner even before its own `CodeDeactivated` is written).
   */
  async authorise(header: unknown): Promise<TabletGrant> {
    const state = typeof header === 'string' ? await this.stateOfCode(header) : null;
    if (!state?.created || !isCodeActive(state) || !(await canAct(this.db, state.created.ownerId)))
      throw new DomainError('tablet.codeInvalid');
    return {
      codeId: state.created.codeId,
      ownerId: state.created.ownerId,
      tournamentType: state.created.tournamentType,
      tournamentId: state.tournamentId,
    };
  }

  // What a tablet does with its code

  /**
   * Creates the code's tournament, charged to the code's owner, and links the code to it (single
   * use), under one idempotency key: the tournament id comes from the command id, so a retry finds
   * the same tournament and the same link.
   */
  createTournament(
    context: CommandContext,
    grant: TabletGrant,
    request: TabletCreateTournamentRequest & { readonly codeId: string },
  ): Promise<{ id: string; name: string }> {
    return idempotent(this.store, context, async () => {
      if (request.codeId !== grant.codeId) throw new DomainError('tablet.codeInvalid');
      if (request.tournamentType !== grant.tournamentType) throw new DomainError('tablet.typeInvalid');
      if (request.courts > TABLET_MAX_COURTS)
        throw new DomainError('formats.courtsOutOfRange', { min: 1, max: TABLET_MAX_COURTS });
      const tournamentId = newTournamentId(context.commandId);
      if (grant.tournamentId !== null && grant.tournamentId !== tournamentId)
        throw new DomainError('tablet.codeUsed');
      await this.tournaments.createOwnedBy(context, grant.ownerId, {
        name: request.name,
        courts: request.courts,
        players: request.players,
        tournamentType: request.tournamentType,
        ...(request.scoring ? { scoring: request.scoring } : {}),
        ...(request.rounds === undefined ? {} : { rounds: request.rounds }),
      } as Parameters<TournamentService['createOwnedBy']>[2]);
      await this.link(context, grant.codeId, tournamentId);
      return { id: tournamentId, name: request.name.trim() };
    });
  }

  /**
   * The separate link call: by the code's tablet, its owner or an administrator, to a tournament
   * of the code's owner. Linking again to that tournament is fine; to another, a 409.
   */
  linkCode(context: CommandContext, codeId: string, tournamentId: string, grant: TabletGrant | null) {
    return idempotent(this.store, context, async () => {
      const state = await this.codeState(codeId);
      const created = state.created;
      if (!created) throw new DomainError('tablet.codeNotFound');
      if (grant) {
        if (grant.codeId !== codeId) throw new DomainError('tablet.codeInvalid');
      } else if (created.ownerId !== signedIn(context.actor) && context.actor.kind !== 'admin')
        throw new DomainError('tablet.codeNotFound');
      const owner = await tournamentOwner(this.db, tournamentId);
      if (!owner || owner.ownerId !== created.ownerId) throw new DomainError('tournament.notFound');
      return codeView(await this.link(context, codeId, tournamentId));
    });
  }

  async tournament(grant: TabletGrant, tournamentId: string) {
    if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
    const { ownerId: _owner, ...body } = await this.tournaments.tabletBody(tournamentId);
    return { ...body, codeId: grant.codeId };
  }

  recordScore(context: CommandContext, grant: TabletGrant, matchId: string, score: ScoreRequest) {
    if (grant.tournamentId === null) throw new DomainError('match.notFound');
    return this.tournaments.recordScore(context, matchId, score, grant.tournamentId);
  }

  /** A mid-event change (walkover), or its preview, on the code's tournament. */
  async applyChange(
    context: CommandContext,
    grant: TabletGrant,
    tournamentId: string,
    request: ChangeRequest,
  ) {
    if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
    const answer = await this.tournaments.applyChange(context, tournamentId, request, grant.tournamentId);
    // Ended as a change: the code stops authorising, as with the tablet's end route.
    if (request.kind === 'end' && !answer.preview) {
      const result = await handleCommand(
        this.store,
        tournamentCodeStream(grant.codeId),
        tournamentCodeDecider,
        commandOf<DeactivateCode>('DeactivateCode', { reason: 'ended' }, context),
      );
      await this.settle(result.position);
    }
    return answer;
  }

  /** Undoes the newest change of the code's tournament. */
  undoChange(
    context: CommandContext,
    grant: TabletGrant,
    tournamentId: string,
    changeId: string,
    basedOnRevision: number | undefined,
  ) {
    if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
    return this.tournaments.undoChange(context, tournamentId, changeId, basedOnRevision, grant.tournamentId);
  }

  /** The history of the code's tournament. */
  changes(grant: TabletGrant, tournamentId: string) {
    return this.tournaments.changes({ kind: 'tablet', id: grant.codeId }, tournamentId, grant.tournamentId);
  }

  /** Timed scoring: starts a slot's clock on the code's tournament. */
  startSlotTimer(context: CommandContext, grant: TabletGrant, tournamentId: string, slot: number) {
    if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
    return this.tournaments.startSlotTimer(context, tournamentId, slot, grant.tournamentId);
  }

  /** Mexicano: one more round, drawn from the standings, for the tournament this code runs. */
  drawMexicanoRound(context: CommandContext, grant: TabletGrant, tournamentId: string) {
    if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
    return this.tournaments.drawMexicanoRound(context, tournamentId, grant.tournamentId);
  }

  /** Irreversible: the tournament reads as completed, then the code stops authorising anything. */
  end(context: CommandContext, grant: TabletGrant, tournamentId: string) {
    return idempotent(this.store, context, async () => {
      if (grant.tournamentId !== tournamentId) throw new DomainError('tournament.notFound');
      await this.tournaments.endFromTablet(context, tournamentId);
      const result = await handleCommand(
        this.store,
        tournamentCodeStream(grant.codeId),
        tournamentCodeDecider,
        commandOf<DeactivateCode>('DeactivateCode', { reason: 'ended' }, context),
      );
      await this.settle(result.position);
      return { tournamentId };
    });
  }

  // Helpers

  private async deactivate(
    context: CommandContext,
    codeIds: readonly string[],
    reason: CodeDeactivationReason,
  ) {
    for (const codeId of codeIds) {
      const result = await handleCommand(
        this.store,
        tournamentCodeStream(codeId),
        tournamentCodeDecider,
        commandOf<DeactivateCode>('DeactivateCode', { reason }, context),
      );
      await this.settle(result.position);
    }
  }

  private async link(context: CommandContext, codeId: string, tournamentId: string) {
    const result = await handleCommand(
      this.store,
      tournamentCodeStream(codeId),
      tournamentCodeDecider,
      commandOf<LinkCode>('LinkCode', { tournamentId }, context),
    );
    await this.settle(result.position);
    return result.state;
  }

  /** A club (Quadra) or an administrator; a plain user gets 403 (creating codes is free). */
  private async clubOrAdministrator(actor: Actor): Promise<string> {
    const userId = signedIn(actor);
    if (actor.kind === 'admin') return userId;
    const account = await accountOf(this.db, userId);
    if (account?.user_type !== 'Quadra') throw new DomainError('auth.forbidden');
    return userId;
  }

  /** Claims a random free string for the code; a string held by another code draws again. */
  private async claimFreeCode(context: CommandContext, codeId: string): Promise<string> {
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const code = drawTabletCode(TABLET_CODE_ALPHABET, TABLET_CODE_LENGTH, (bound) => randomInt(bound));
      try {
        await handleCommand(
          this.store,
          tournamentCodeClaimStream(code),
          codeClaimDecider,
          commandOf<ClaimCode>('ClaimCode', { codeId }, context),
        );
        return code;
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'tablet.codeTaken') throw error;
      }
    }
    throw new Error(`no free tablet code after ${CODE_DRAWS} draws`);
  }

  /** The code a typed string names (trimmed, upper-cased), or null when none does. */
  private async stateOfCode(typed: string): Promise<TournamentCodeState | null> {
    const code = typed.trim().toUpperCase();
    if (!CODE_PATTERN.test(code)) return null;
    const [claim] = await this.store.readStream(tournamentCodeClaimStream(code));
    if (!claim) return null;
    const { codeId } = (decodeRecorded(claim) as unknown as TournamentCodeClaimEvent).data;
    const state = await this.codeState(codeId);
    return state.created ? state : null;
  }

  private async codeState(codeId: string): Promise<TournamentCodeState> {
    const events = await this.store.readStream(tournamentCodeStream(codeId));
    return events.reduce(
      (state, recorded) =>
        tournamentCodeDecider.evolve(state, decodeRecorded(recorded) as unknown as TournamentCodeEvent),
      tournamentCodeDecider.initialState(),
    );
  }
}
