import { randomBytes, randomInt } from 'node:crypto';
import {
  type Actor,
  type AddLatePlayer,
  type ChangeRequest,
  type CreateSuperGroups,
  type CreateSuperGroupsRequest,
  type CreateTournament,
  type CreateTournamentRequest,
  type CreationPlayer,
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  type DrawMexicanoRound,
  deriveChangeId,
  deriveId,
  type EndTournament,
  type EventStore,
  type GenerateSuperFinal,
  newTournamentId,
  normalizeGroupPlayers,
  previewOf,
  type RecordScore,
  type RecordWalkover,
  type RenamePlayer,
  type ResolutionData,
  type ResolveTiebreaks,
  repeatedNames,
  type SpendCredits,
  type StartSlotTimer,
  type TournamentCommand,
  type TournamentState,
  tournamentCost,
  tournamentDecider,
  tournamentStream,
  type UndoChange,
  type WalkoverSide,
} from '@rodada/events';
import {
  canAct,
  publicTokenExists,
  type ReadModels,
  ratingsOfPlayers,
  rosterEntryNames,
  tieQueue,
  tournamentChanges,
  tournamentOfMatch,
  tournamentOfPlayer,
  tournamentOwner,
  tournamentsOf,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { administrator, signedIn } from '../commands/authorise';
import { type CommandContext, commandOf, systemContext } from '../commands/context';
import { handleCommand, loadState } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { registerErrorStatuses } from '../http/errors';
import { refundCharge, type TournamentCharge } from './creationReactor';
import { leavingAnswer, leavingCommandOf } from './leavingChanges';
import { TournamentViewCache } from './views';

registerErrorStatuses({
  'change.staleRevision': 409,
  'change.matchHasResult': 409,
  'change.matchWalkedOver': 409,
  'change.tournamentCompleted': 409,
  'change.undoOutOfOrder': 409,
  'change.alreadyUndone': 409,
  'change.matchVoid': 409,
  'change.playerAlreadyLeft': 409,
  'change.noMatchesLeft': 409,
  'change.slotPlayed': 409,
  'change.substituteHasPlayed': 409,
  'change.redrawNotAvailable': 422,
  'change.redrawStarted': 409,
  'change.noRoundLeft': 409,
  'change.tooFewPlayers': 409,
});

/** 128 bits of randomness, URL-safe: a public link cannot be guessed. */
export const newPublicToken = () => randomBytes(16).toString('base64url');

/** Who may see a tournament: its owner and administrators. */
const maySee = (actor: Actor, ownerId: string) => actor.id === ownerId || actor.kind === 'admin';

/**
 * Who may change a tournament: its owner. Anyone who may not even see it gets the same 404 as
 * for a tournament that does not exist (ids leak nothing); an administrator, who may see it, a 403.
 */
function authoriseChange(actor: Actor, tabletTournamentId: string | null) {
  return (state: TournamentState) => {
    if (actor.kind === 'tablet') {
      // The tablets slice has checked the code; it names the one tournament the code may change.
      if (!state.created || state.created.tournamentId !== tabletTournamentId)
        throw new DomainError('tournament.notFound');
      return;
    }
    const userId = signedIn(actor);
    if (!state.created || !maySee(actor, state.created.ownerId)) throw new DomainError('tournament.notFound');
    if (state.created.ownerId !== userId) throw new DomainError('tournament.forbidden');
  };
}

export type Created = { readonly tournamentId: string };

/** Deactivates the owner's codes linked to a tournament (reason `ended`). */
export type EndCodesOf = (context: CommandContext, ownerId: string, tournamentId: string) => Promise<void>;

/** Matches whose tournament the service remembers (a few hundred bytes each). */
const MATCHES_REMEMBERED = 20_000;

/** A score as asked: the two numbers and, from clients that know it, the version they saw. */
export type ScoreRequest = {
  readonly team1Score: number;
  readonly team2Score: number;
  readonly basedOnVersion?: number | undefined;
};

/**
 * The tournaments slice's service: every change to a tournament, from the owner's browser, a court
 * tablet (`TabletService`) or an administrator resolving a tie, goes through here, so each keeps one
 * set of rules: authorise → load → decide → append → settle.
 */
export class TournamentService {
  private readonly matchTournaments = new Map<string, string>();
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    /** The views read once per change and shared (see `TournamentViewCache`). */
    readonly views: TournamentViewCache = new TournamentViewCache(db, () => null),
    /**
     * Ends the court-tablet codes of a tournament its owner ended, as ending it from the tablet
     * does (`TabletService.deactivateCodesOfTournament`; the tablets slice builds on this one).
     */
    private readonly endCodesOf: EndCodesOf = async () => {},
  ) {}

  create(context: CommandContext, request: CreateTournamentRequest): Promise<Created> {
    return idempotent(this.store, context, () =>
      this.createOwnedBy(context, signedIn(context.actor), request),
    );
  }

  /**
   * Charges `ownerId` and creates their tournament, the one path for every creation of these
   * formats: the owner's own (above) and a court tablet's for its code's owner (the tablets slice,
   * which authorises and wraps this in its idempotency key). The actor stays in the metadata.
   */
  async createOwnedBy(
    context: CommandContext,
    ownerId: string,
    request: CreateTournamentRequest,
  ): Promise<Created> {
    const entities =
      request.tournamentType === 'super8_fixed_pairs' ? request.players.length * 2 : request.players.length;
    const seeding = request.tournamentType === 'americano' || request.tournamentType === 'mexicano';
    return this.chargeThenCreate(
      context,
      commandOf<CreateTournament>(
        'CreateTournament',
        {
          ownerId,
          name: request.name,
          format: request.tournamentType,
          courts: request.courts,
          players: await this.creationPlayers(ownerId, request),
          ...(seeding && request.rounds !== undefined ? { rounds: request.rounds } : {}),
          ...(seeding && request.seeding === 'level' ? { seeding: request.seeding } : {}),
          seed: randomInt(0, 2 ** 32),
          publicToken: newPublicToken(),
          cost: tournamentCost(request.tournamentType, entities),
          ...(request.scoring ? { scoring: request.scoring } : {}),
        },
        context,
      ),
    );
  }

  /**
   * The request's players as the decider takes them, settled before anything is charged (see
   * `pickedNames`); seeded by level, each carries their rating (docs/levels.md).
   */
  private async creationPlayers(
    ownerId: string,
    request: CreateTournamentRequest,
  ): Promise<CreationPlayer[]> {
    const players = await this.pickedNames(
      ownerId,
      request.players.map((p) => (typeof p === 'string' ? { name: p } : p)),
    );
    if (request.seeding !== 'level') return players;
    const ratings = await ratingsOfPlayers(this.db, ownerId, players);
    return players.map((p, i) => {
      const level = ratings[i];
      return level === undefined ? p : { ...p, level };
    });
  }

  /**
   * Each entrant's name: a typed one as is; a player picked from the roster (`{ rosterId }`) that
   * entry's current name, linked to it (404 `roster.notFound` for an entry that is not the
   * owner's). Two entrants with one name are refused here, as the forms refuse them, so a pick
   * repeating a typed name is refused before anything is charged.
   */
  private async pickedNames(
    ownerId: string,
    entrants: readonly ({ readonly name: string } | { readonly rosterId: string })[],
  ): Promise<{ name: string; rosterId?: string }[]> {
    const picked = entrants.flatMap((p) => ('rosterId' in p ? [p.rosterId] : []));
    const names = await rosterEntryNames(this.db, ownerId, picked);
    const players = entrants.map((p) => {
      if (!('rosterId' in p)) return { name: p.name };
      const name = names.get(p.rosterId);
      if (name === undefined) throw new DomainError('roster.notFound');
      return { name, rosterId: p.rosterId };
    });
    const [repeated] = repeatedNames(players.map((p) => p.name));
    if (repeated) throw new DomainError('tournament.duplicateName', { name: repeated.name });
    return players;
  }

  createSuperGroups(context: CommandContext, request: CreateSuperGroupsRequest): Promise<Created> {
    return idempotent(this.store, context, async () => {
      const ownerId = signedIn(context.actor);
      const entrants = normalizeGroupPlayers(request.players);
      const named = await this.pickedNames(ownerId, entrants);
      const participants = entrants.map((p, i) => ({
        ...named[i]!,
        ...(request.groupAssignmentMethod === 'manual' && p.groupId ? { groupId: p.groupId } : {}),
      }));
      return this.chargeThenCreate(
        context,
        commandOf<CreateSuperGroups>(
          'CreateSuperGroups',
          {
            ownerId,
            name: request.name,
            participants,
            groupAssignmentMethod: request.groupAssignmentMethod,
            seed: randomInt(0, 2 ** 32),
            publicToken: newPublicToken(),
            cost: tournamentCost('super_groups', participants.length),
            ...(request.scoring ? { scoring: request.scoring } : {}),
          },
          context,
        ),
      );
    });
  }

  /**
   * Charges the owner, then writes the tournament: first the credit account (expected revision, so
   * the balance never goes negative), then the tournament stream. Both derive the tournament id
   * from the command id, so a repeated command charges once and creates once. A tournament write
   * that fails is refunded before the answer goes out; a crash between the two leaves a charge the
   * creation reactor refunds. Nothing is charged to, or created for, an owner who was blocked or
   * erased (403 `auth.forbidden`).
   */
  private async chargeThenCreate(
    context: CommandContext,
    create: CreateTournament | CreateSuperGroups,
  ): Promise<Created> {
    if (!(await canAct(this.db, create.data.ownerId))) throw new DomainError('auth.forbidden');
    const tournamentId = newTournamentId(context.commandId);
    await handleCommand(
      this.store,
      creditAccountStream(create.data.ownerId),
      creditAccountDecider,
      commandOf<SpendCredits>(
        'SpendCredits',
        { amount: create.data.cost, tournamentId, tournamentName: create.data.name.trim() },
        context,
      ),
    );
    const created = await handleCommand(
      this.store,
      tournamentStream(tournamentId),
      tournamentDecider,
      create,
    ).catch(async (error: unknown) => {
      await this.refundFailedCreation(context, { tournamentId, ownerId: create.data.ownerId });
      throw error;
    });
    if (created.position) await this.settle(created.position);
    else {
      const events = await this.store.readStream(tournamentStream(tournamentId));
      await this.settle(events[events.length - 1]!.position);
    }
    return { tournamentId };
  }

  /**
   * The tournament was not written after its charge: the charge goes back before the request is
   * answered, so the owner's balance and transactions already show it. Should the refund fail too
   * (the store is down), the creation reactor refunds it after its grace period.
   */
  private async refundFailedCreation(context: CommandContext, charge: TournamentCharge): Promise<void> {
    const refund: CommandContext = {
      ...systemContext('tournamentCreation', new Date()),
      // Its own command id: the refund's events never share an id with the charge's or the creation's.
      commandId: deriveId(context.commandId, 'refund'),
      correlationId: context.correlationId,
    };
    try {
      await this.settle(await refundCharge(this.store, charge, refund));
    } catch {
      // The request's own error is what its answer reports; the reactor retries the refund.
    }
  }

  generateSuperFinal(context: CommandContext, tournamentId: string): Promise<Created> {
    return this.change(
      context,
      tournamentId,
      commandOf<GenerateSuperFinal>('GenerateSuperFinal', {}, context),
    );
  }

  resolveTiebreaks(context: CommandContext, tournamentId: string, resolutions: readonly ResolutionData[]) {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      const result = await handleCommand(
        this.store,
        tournamentStream(tournamentId),
        tournamentDecider,
        commandOf<ResolveTiebreaks>('ResolveTiebreaks', { resolutions }, context),
      );
      await this.settle(result.position);
      return { tournamentId };
    });
  }

  /**
   * One path for every score: the owner's browser, and a court tablet whose code the tablets slice
   * checked (`tabletTournamentId`: the only tournament that code may change). A match of another
   * tournament is, for that tablet, a match that does not exist.
   */
  recordScore(
    context: CommandContext,
    matchId: string,
    score: ScoreRequest,
    tabletTournamentId: string | null = null,
  ) {
    return idempotent(this.store, context, async () => {
      if (context.actor.kind !== 'tablet') signedIn(context.actor);
      const tournamentId = await this.tournamentOfMatch(matchId);
      if (!tournamentId) throw new DomainError('match.notFound');
      if (context.actor.kind === 'tablet' && tournamentId !== tabletTournamentId)
        throw new DomainError('match.notFound');
      const { team1Score, team2Score, basedOnVersion } = score;
      return this.decide(
        context,
        tournamentId,
        commandOf<RecordScore>(
          'RecordScore',
          { matchId, team1Score, team2Score, ...(basedOnVersion === undefined ? {} : { basedOnVersion }) },
          context,
        ),
        tabletTournamentId,
      );
    });
  }

  /**
   * Ends a tournament from its court tablet (irreversible): the tablets slice checked the code,
   * wraps this in its idempotency key and deactivates the code afterwards.
   */
  endFromTablet(context: CommandContext, tournamentId: string): Promise<Created> {
    return this.decide(
      context,
      tournamentId,
      commandOf<EndTournament>('EndTournament', {}, context),
      tournamentId,
    );
  }

  /**
   * Timed scoring: starts a slot's clock, from the owner's view or the tournament's court tablet
   * (`tabletTournamentId`, checked by the tablets slice).
   */
  startSlotTimer(
    context: CommandContext,
    tournamentId: string,
    slot: number,
    tabletTournamentId: string | null = null,
  ): Promise<Created> {
    return idempotent(this.store, context, () => {
      if (context.actor.kind !== 'tablet') signedIn(context.actor);
      return this.decide(
        context,
        tournamentId,
        commandOf<StartSlotTimer>('StartSlotTimer', { slot }, context),
        tabletTournamentId,
      );
    });
  }

  /**
   * Mexicano: the next round, drawn now from the standings: the owner's request, or a court
   * tablet's under its code (`tabletTournamentId`, checked by the tablets slice).
   */
  drawMexicanoRound(
    context: CommandContext,
    tournamentId: string,
    tabletTournamentId: string | null = null,
  ): Promise<Created> {
    return idempotent(this.store, context, () =>
      this.decide(
        context,
        tournamentId,
        commandOf<DrawMexicanoRound>('DrawMexicanoRound', {}, context),
        tabletTournamentId,
      ),
    );
  }

  /**
   * The owner ends their tournament (irreversible), as a court tablet can, and its tablet code
   * stops authorising, as when the tablet ends it. A retry ends whatever code is still active.
   */
  end(context: CommandContext, tournamentId: string): Promise<Created> {
    return idempotent(this.store, context, async () => {
      const ended = await this.decide(
        context,
        tournamentId,
        commandOf<EndTournament>('EndTournament', {}, context),
      );
      await this.endCodesOf(context, signedIn(context.actor), tournamentId);
      return ended;
    });
  }

  renamePlayer(context: CommandContext, playerId: string, name: string) {
    return idempotent(this.store, context, async () => {
      signedIn(context.actor);
      const tournamentId = await tournamentOfPlayer(this.db, playerId);
      if (!tournamentId) throw new DomainError('player.notFound');
      return this.decide(
        context,
        tournamentId,
        commandOf<RenamePlayer>('RenamePlayer', { playerId, name }, context),
      );
    });
  }

  /**
   * A mid-event change (a walkover) from the owner, or from the tournament's court tablet
   * (`tabletTournamentId`, checked by the tablets slice). A preview decides it on the stream as it
   * stands and answers what would change, writing nothing; otherwise it is appended like a score.
   */
  applyChange(
    context: CommandContext,
    tournamentId: string,
    request: ChangeRequest,
    tabletTournamentId: string | null = null,
  ) {
    const command = changeCommandOf(request, context);
    if (request.preview) return this.previewChange(context, tournamentId, command, tabletTournamentId);
    return idempotent<AppliedChangeAnswer>(this.store, context, async () => {
      if (context.actor.kind !== 'tablet') signedIn(context.actor);
      const { revision, state } = await this.decided(context, tournamentId, command, tabletTournamentId);
      const id = deriveChangeId(context.commandId);
      // Ended by its owner: the tablet code stops authorising, as with the owner's end route.
      if (request.kind === 'end' && context.actor.kind !== 'tablet')
        await this.endCodesOf(context, signedIn(context.actor), tournamentId);
      if (request.kind === 'withdraw' || request.kind === 'substitute')
        return leavingAnswer(request, context, revision, state);
      if (request.kind === 'walkover') {
        const { matchId, winner } = request;
        return { preview: false as const, id, kind: request.kind, matchId, winner, revision };
      }
      const arrival = state.arrivals[id];
      const joined = arrival ? { playerId: arrival.participantId, fromRound: arrival.fromRound } : {};
      return { preview: false as const, id, kind: request.kind, revision, ...joined };
    });
  }

  private async previewChange(
    context: CommandContext,
    tournamentId: string,
    command: TournamentCommand,
    tabletTournamentId: string | null,
  ) {
    if (context.actor.kind !== 'tablet') signedIn(context.actor);
    const state = await loadState(this.store, tournamentStream(tournamentId), tournamentDecider);
    authoriseChange(context.actor, tabletTournamentId)(state);
    const after = tournamentDecider.decide(command, state).reduce(tournamentDecider.evolve, state);
    // A late arrival, or a withdrawal in mode 'redraw': the first round drawn again.
    const id = deriveChangeId(context.commandId);
    const fromRound = after.arrivals[id]?.fromRound ?? after.leavings[id]?.redraw?.fromRound;
    return {
      preview: true as const,
      ...previewOf(state, after),
      ...(fromRound === undefined ? {} : { fromRound }),
    };
  }

  /** Undoes a change, newest first, while the tournament is not completed: its match is unplayed again. */
  undoChange(
    context: CommandContext,
    tournamentId: string,
    changeId: string,
    basedOnRevision: number | undefined,
    tabletTournamentId: string | null = null,
  ) {
    return idempotent(this.store, context, async () => {
      if (context.actor.kind !== 'tablet') signedIn(context.actor);
      const { revision } = await this.decide(
        context,
        tournamentId,
        commandOf<UndoChange>(
          'UndoChange',
          { changeId, ...(basedOnRevision === undefined ? {} : { basedOnRevision }) },
          context,
        ),
        tabletTournamentId,
      );
      return { id: changeId, undone: true as const, revision };
    });
  }

  /** The tournament's changes, newest first: its owner, an administrator, or its court tablet. */
  async changes(actor: Actor, tournamentId: string, tabletTournamentId: string | null = null) {
    if (actor.kind === 'tablet') {
      if (tournamentId !== tabletTournamentId) throw new DomainError('tournament.notFound');
    } else {
      signedIn(actor);
      const owner = await tournamentOwner(this.db, tournamentId);
      if (!owner || !maySee(actor, owner.ownerId)) throw new DomainError('tournament.notFound');
    }
    return tournamentChanges(this.db, tournamentId);
  }

  private change(
    context: CommandContext,
    tournamentId: string,
    command: TournamentCommand,
  ): Promise<Created> {
    return idempotent(this.store, context, () => this.decide(context, tournamentId, command));
  }

  private async decide(
    context: CommandContext,
    tournamentId: string,
    command: TournamentCommand,
    tabletTournamentId: string | null = null,
  ): Promise<Created & { readonly revision: number }> {
    const { state: _state, ...decided } = await this.decided(
      context,
      tournamentId,
      command,
      tabletTournamentId,
    );
    return decided;
  }

  /** `decide`, also answering the tournament's state after the decision. */
  private async decided(
    context: CommandContext,
    tournamentId: string,
    command: TournamentCommand,
    tabletTournamentId: string | null = null,
  ): Promise<Created & { readonly revision: number; readonly state: TournamentState }> {
    const result = await handleCommand(
      this.store,
      tournamentStream(tournamentId),
      tournamentDecider,
      command,
      {
        authorize: authoriseChange(context.actor, tabletTournamentId),
      },
    );
    await this.settle(result.position);
    return { tournamentId, revision: result.state.revision, state: result.state };
  }

  // Reads

  /** A match never changes tournament: found once, remembered (the oldest leave first). */
  private async tournamentOfMatch(matchId: string): Promise<string | null> {
    const known = this.matchTournaments.get(matchId);
    if (known) return known;
    const tournamentId = await tournamentOfMatch(this.db, matchId);
    if (tournamentId) {
      this.matchTournaments.set(matchId, tournamentId);
      if (this.matchTournaments.size > MATCHES_REMEMBERED)
        this.matchTournaments.delete(this.matchTournaments.keys().next().value!);
    }
    return tournamentId;
  }

  list(actor: Actor) {
    return tournamentsOf(this.db, signedIn(actor));
  }

  /** The owner's (or an administrator's) view; 404 for anyone else, so ids leak nothing. */
  async detail(actor: Actor, tournamentId: string) {
    signedIn(actor);
    const views = await this.views.byId(tournamentId);
    if (!views || !maySee(actor, views.ownerId)) throw new DomainError('tournament.notFound');
    return views.detail;
  }

  async publicBody(publicToken: string) {
    const views = await this.views.byPublicToken(publicToken);
    if (!views) throw new DomainError('tournament.notFound');
    return views.public;
  }

  /** Whether a socket may join a tournament's owner room. */
  async mayWatchAsOwner(actor: Actor, tournamentId: string): Promise<boolean> {
    const owner = await tournamentOwner(this.db, tournamentId);
    return owner !== null && actor.id !== null && maySee(actor, owner.ownerId);
  }

  /** The ties queue of the back office: administrators only. */
  tieIssues(actor: Actor) {
    administrator(actor);
    return tieQueue(this.db);
  }

  /** A court tablet's view; the tablets slice has checked that its code names this tournament. */
  async tabletBody(tournamentId: string) {
    const views = await this.views.byId(tournamentId);
    if (!views) throw new DomainError('tournament.notFound');
    return { ...views.public, id: views.id, ownerId: views.ownerId };
  }

  publicTokenExists(publicToken: string) {
    return publicTokenExists(this.db, publicToken);
  }
}

/** An applied change's answer (`AppliedChangeSchema`), one shape per kind. */
type AppliedChangeAnswer = { readonly preview: false; readonly id: string; readonly revision: number } & (
  | { readonly kind: 'walkover'; readonly matchId: string; readonly winner: WalkoverSide }
  | {
      readonly kind: 'withdraw' | 'substitute';
      readonly playerId: string;
      readonly substituteId: string | null;
    }
  | { readonly kind: 'end' | 'addPlayer' }
  | { readonly kind: 'addPlayer'; readonly playerId: string; readonly fromRound: number }
);

/** The command a change request makes (its preview decides the same command, writing nothing). */
function changeCommandOf(request: ChangeRequest, context: CommandContext): TournamentCommand {
  switch (request.kind) {
    case 'walkover':
      return commandOf<RecordWalkover>(
        'RecordWalkover',
        { matchId: request.matchId, winner: request.winner, basedOnRevision: request.basedOnRevision },
        context,
      );
    case 'end':
      return commandOf<EndTournament>('EndTournament', { basedOnRevision: request.basedOnRevision }, context);
    case 'withdraw':
    case 'substitute':
      return leavingCommandOf(request, context);
    case 'addPlayer':
      return commandOf<AddLatePlayer>(
        'AddLatePlayer',
        { name: request.name, basedOnRevision: request.basedOnRevision },
        context,
      );
    default: {
      const unhandled: never = request;
      return unhandled;
    }
  }
}
