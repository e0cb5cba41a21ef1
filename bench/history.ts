import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  type Actor,
  type ClaimName,
  type Command,
  type CreateSuperGroups,
  type CreateTournament,
  type CreditCommand,
  creditAccountDecider,
  creditAccountStream,
  type Decider,
  type DomainEvent,
  deriveId,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  emailClaimStream,
  encodeFor,
  entrantsOf,
  FORMAT_RULES,
  findTieIssues,
  groupSeeds,
  groupStageOf,
  nameClaimDecider,
  newTournamentId,
  newUserId,
  type RandomSource,
  type RegisterUser,
  referralCodeStream,
  seededRandom,
  type TournamentCommand,
  type TournamentFormat,
  type TournamentState,
  tournamentCost,
  tournamentDecider,
  tournamentStream,
  userDecider,
  userStream,
} from '@rodada/events';

/**
 * A realistic history for the rebuild bench (issue 15, target 5): people register (e-mail and
 * referral-code claims, then the user), buy or are granted credits, and organisers create
 * tournaments of every format (Super 8, Super 8 fixed pairs, Super 12, Super 16 and 32 with groups,
 * tie resolutions and the Super Final), rename a player now and then before the first score, score
 * every match (some twice: corrections) and end them; a few creations are abandoned and refunded.
 *
 * Every event is decided by the domain's own deciders from the state its stream holds, encoded
 * with its versioned name and carrying command metadata, exactly as `handleCommand` writes it. Two
 * shortcuts keep generation fast, neither visible to a projector: consecutive commands on one
 * stream (a round's scores) share one append, and ids and times come from a seeded generator.
 */

/** One append: events of one stream, with the revision the stream had when they were decided. */
export interface HistoryAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
}

/** What was generated, by stored event name (`MatchScored`, …) and by tournament format. */
export interface HistoryMix {
  readonly events: Map<string, number>;
  readonly tournaments: Map<string, number>;
  users: number;
  appends: number;
}

const START_AT = Date.parse('2026-01-05T18:00:00.000Z');
const ACTIVE_TOURNAMENTS = 24;
const FORMAT_WEIGHTS: readonly [TournamentFormat, number, number][] = [
  // format, entities, weight
  ['super8', 8, 35],
  ['super8_fixed_pairs', 8, 15],
  ['super_12', 12, 25],
  ['super_groups', 16, 15],
  ['super_groups', 32, 10],
];
const FIRST_NAMES = [
  'Ana',
  'Bia',
  'Caio',
  'Duda',
  'Edu',
  'Fabi',
  'Gil',
  'Hugo',
  'Iara',
  'João',
  'Kika',
  'Léo',
];
const LAST_NAMES = ['Silva', 'Souza', 'Lima', 'Costa', 'Rocha', 'Alves', 'Pires', 'Melo', 'Nunes', 'Dias'];
const FAKE_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hoaXN0b3J5$3b0mC2m3n1d6mYQhX0pQ3qkq0n8Y9b6wQe6c9u9R1k8';

interface Stream<S> {
  state: S;
  revision: bigint | null;
}

/** The in-memory event store the generator decides against: each stream's folded state and revision. */
class Streams {
  private readonly streams = new Map<string, Stream<unknown>>();
  readonly pending: HistoryAppend[] = [];

  constructor(private readonly mix: HistoryMix) {}

  stateOf<S>(streamId: string, decider: Pick<Decider<S, never, never>, 'initialState'>): S {
    return (this.streams.get(streamId)?.state as S | undefined) ?? decider.initialState();
  }

  /** Decides `commands` one after the other on the stream and queues their events as one append. */
  run<S, C extends Command, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    commands: readonly C[],
  ): E[] {
    const stream = (this.streams.get(streamId) as Stream<S> | undefined) ?? {
      state: decider.initialState(),
      revision: null,
    };
    const expected: ExpectedRevision = stream.revision ?? 'no_stream';
    const decided: E[] = [];
    const toAppend: EventToAppend[] = [];
    for (const command of commands) {
      const events = decider.decide(command, stream.state);
      events.forEach((event, i) => {
        toAppend.push({
          id: deriveId(command.metadata.commandId, streamId, i),
          ...encodeFor(streamId, event),
          metadata: { ...command.metadata },
        });
        stream.state = decider.evolve(stream.state, event);
        this.mix.events.set(event.type, (this.mix.events.get(event.type) ?? 0) + 1);
      });
      decided.push(...events);
    }
    if (toAppend.length === 0) return decided;
    stream.revision = (stream.revision ?? -1n) + BigInt(toAppend.length);
    this.streams.set(streamId, stream as Stream<unknown>);
    this.pending.push({ streamId, events: toAppend, expected });
    return decided;
  }
}

interface Organiser {
  readonly userId: string;
  balance: number;
}

interface Running {
  readonly tournamentId: string;
  readonly owner: Organiser;
  /** What is left to do, one step (one append) at a time. */
  readonly steps: (() => void)[];
}

/**
 * Yields appends until about `total` events were decided (the last append may go a little over).
 * Deterministic: the same `total` and `seed` give the same events, ids and times.
 */
export function* historyAppends(
  total: number,
  seed = 15,
  mix: HistoryMix = emptyMix(),
): Generator<HistoryAppend> {
  const random = seededRandom(seed);
  const streams = new Streams(mix);
  const namespace = deriveId('00000000-0000-4000-8000-000000000015', 'history', seed);
  let commands = 0;
  let clock = START_AT;
  let generated = 0;
  const admin: Actor = { kind: 'admin', id: deriveId(namespace, 'admin') };
  const nextCommand = <C extends Command>(type: C['type'], data: C['data'], actor: Actor): C => {
    clock += 1000 + Math.floor(random() * 20_000);
    const commandId = deriveId(namespace, 'command', commands++);
    return {
      type,
      data,
      metadata: { actor, at: new Date(clock).toISOString(), commandId, correlationId: commandId },
    } as C;
  };
  const organisers: Organiser[] = [];
  const running: Running[] = [];
  let tournaments = 0;

  const register = (): string => {
    const n = mix.users++;
    const anonymous: Actor = { kind: 'anonymous', id: null };
    const command = nextCommand<RegisterUser>(
      'RegisterUser',
      {
        email: `jogador.${n}@example.com`,
        name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)} ${n}`,
        passwordHash: FAKE_PASSWORD_HASH,
        referralCode: `H${n.toString(36).toUpperCase().padStart(7, '0')}`,
        referredBy: null,
        isAdmin: false,
        userType: random() < 0.1 ? 'Quadra' : 'Usuário',
      },
      anonymous,
    );
    const userId = newUserId(command.metadata.commandId);
    const emailHash = createHash('sha256').update(command.data.email).digest('hex');
    const claim = (streamId: string) =>
      streams.run(streamId, nameClaimDecider, [nextCommand<ClaimName>('ClaimName', { userId }, anonymous)]);
    claim(emailClaimStream(emailHash));
    claim(referralCodeStream(command.data.referralCode));
    streams.run(userStream(userId), userDecider, [command]);
    return userId;
  };

  const credit = (owner: Organiser, command: CreditCommand) => {
    streams.run(creditAccountStream(owner.userId), creditAccountDecider, [command]);
    owner.balance = streams.stateOf(creditAccountStream(owner.userId), creditAccountDecider).balance;
  };

  const topUp = (owner: Organiser, needed: number) => {
    const me: Actor = { kind: 'user', id: owner.userId };
    if (random() < 0.8) {
      const amount = needed + Math.floor(random() * 10);
      credit(
        owner,
        nextCommand(
          'PurchaseCredits',
          {
            amount,
            paymentId: deriveId(namespace, 'payment', commands),
            amountCents: amount * 1000,
            currency: 'BRL',
          },
          me,
        ),
      );
    } else {
      credit(owner, nextCommand('GrantCredits', { amount: needed + 5, reason: 'promotional' }, admin));
    }
  };

  const startTournament = () => {
    if (organisers.length === 0 || random() < 0.15) {
      organisers.push({ userId: register(), balance: 0 });
    }
    const owner = organisers[Math.floor(random() * organisers.length)]!;
    const me: Actor = { kind: 'user', id: owner.userId };
    const [format, entities] = weighted(random);
    const cost = tournamentCost(format, format === 'super8_fixed_pairs' ? entities * 2 : entities);
    if (owner.balance < cost) topUp(owner, cost - owner.balance);
    const n = tournaments++;
    const name = `${format === 'super_groups' ? `Super ${entities}` : FORMAT_LABEL[format]} #${n}`;
    const names = Array.from({ length: entities }, (_, i) =>
      format === 'super8_fixed_pairs'
        ? `${pick(random, FIRST_NAMES)} ${i} / ${pick(random, FIRST_NAMES)} ${i}`
        : `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)} ${i}`,
    );
    const creation: Pick<CreateTournament['data'], 'ownerId' | 'name' | 'seed' | 'publicToken' | 'cost'> = {
      ownerId: owner.userId,
      name,
      seed: Math.floor(random() * 2 ** 32),
      publicToken: deriveId(namespace, 'token', n).replaceAll('-', ''),
      cost,
    };
    const create: TournamentCommand =
      format === 'super_groups'
        ? nextCommand<CreateSuperGroups>(
            'CreateSuperGroups',
            { ...creation, participants: names.map((name) => ({ name })), groupAssignmentMethod: 'random' },
            me,
          )
        : nextCommand<CreateTournament>(
            'CreateTournament',
            {
              ...creation,
              format,
              courts: FORMAT_RULES[format].sizes[0]!.courts.max,
              players: names,
            },
            me,
          );
    const tournamentId = newTournamentId(create.metadata.commandId);
    const stream = tournamentStream(tournamentId);
    credit(owner, nextCommand('SpendCredits', { amount: cost, tournamentId, tournamentName: name }, me));
    if (random() < 0.005) {
      // The creation never landed: the creation reactor closes the stream and refunds the charge.
      const reactor: Actor = { kind: 'system', id: 'tournamentCreation' };
      streams.run(stream, tournamentDecider, [
        nextCommand('AbandonCreation', { tournamentId, ownerId: owner.userId }, reactor),
      ]);
      credit(owner, nextCommand('RefundCredits', { tournamentId }, reactor));
      return;
    }
    mix.tournaments.set(`${format}/${entities}`, (mix.tournaments.get(`${format}/${entities}`) ?? 0) + 1);
    streams.run(stream, tournamentDecider, [create]);
    const state = () => streams.stateOf<TournamentState>(stream, tournamentDecider);
    const decide = (cmds: TournamentCommand[]) => streams.run(stream, tournamentDecider, cmds);
    const tablet: Actor = { kind: 'tablet', id: `tablet-${n}` };
    const steps: (() => void)[] = [];
    if (random() < 0.12) {
      steps.push(() => {
        const [playerId, current] = Object.entries(state().names)[Math.floor(random() * entities)]!;
        decide([nextCommand('RenamePlayer', { playerId, name: `${current} Jr` }, me)]);
      });
    }
    /** A round's scores, some corrected just after (the other side actually won). */
    const scoreRound = (round: number, matchType: 'group' | 'final'): TournamentCommand[] => {
      const cmds: TournamentCommand[] = [];
      for (const m of Object.values(state().matches).filter((m) => m.round === round)) {
        const score = drawScore(random, matchType);
        cmds.push(nextCommand('RecordScore', { matchId: m.id, ...score }, random() < 0.6 ? tablet : me));
        const fixed = { team1Score: score.team2Score, team2Score: score.team1Score };
        if (random() < 0.04 && fixed.team1Score !== score.team1Score)
          cmds.push(nextCommand('RecordScore', { matchId: m.id, ...fixed }, me));
      }
      return cmds;
    };
    /** The group phase in two sittings (an append each), so tournaments interleave in `$all`. */
    const scoreGroupPhase = () => {
      const rounds = [
        ...new Set(
          Object.values(state().matches)
            .filter((m) => m.matchType === 'group')
            .map((m) => m.round),
        ),
      ].sort((a, b) => a - b);
      const half = Math.ceil(rounds.length / 2);
      return [rounds.slice(0, half), rounds.slice(half)].map(
        (sitting) => () => sitting.flatMap((round) => scoreRound(round, 'group')),
      );
    };
    const [firstSitting, lastSitting] = scoreGroupPhase();
    const end = () => nextCommand<TournamentCommand>('EndTournament', {}, me);
    steps.push(() => decide(firstSitting!()));
    // Without a Super Final, the last sitting's scores and the end go together.
    steps.push(() => decide(format === 'super_groups' ? lastSitting!() : [...lastSitting!(), end()]));
    if (format === 'super_groups') {
      steps.push(() => {
        const current = state();
        const stage = groupStageOf({
          created: current.created!,
          matches: Object.values(current.matches).map((m) => ({ ...m, score: current.scores[m.id] ?? null })),
          resolutions: current.resolutions,
          entrants: entrantsOf(current),
        });
        const open = [
          ...new Set(
            findTieIssues(stage)
              .filter((i) => !i.resolved)
              .map((i) => i.groupId),
          ),
        ];
        const cmds: TournamentCommand[] = [];
        if (open.length > 0) {
          // The administrator settles each tied group's places 1-4 (here, as the table shows them).
          const resolutions = open.flatMap((groupId) =>
            groupSeeds(stage, groupId).map((playerId, i) => ({
              groupId,
              playerId,
              finalPosition: i + 1,
              reasoning: 'sorteio na quadra',
            })),
          );
          cmds.push(nextCommand('ResolveTiebreaks', { resolutions }, admin));
        }
        cmds.push(nextCommand('GenerateSuperFinal', {}, me));
        decide(cmds);
      });
      steps.push(() => {
        const finals = new Set(
          Object.values(state().matches)
            .filter((m) => m.matchType === 'final')
            .map((m) => m.round),
        );
        decide([...[...finals].flatMap((round) => scoreRound(round, 'final')), end()]);
      });
    }
    running.push({ tournamentId, owner, steps });
  };

  while (generated < total) {
    if (running.length < ACTIVE_TOURNAMENTS) startTournament();
    else {
      if (random() < 0.05) register(); // players who sign up without organising
      const i = Math.floor(random() * running.length);
      const tournament = running[i]!;
      tournament.steps.shift()!();
      if (tournament.steps.length === 0) running.splice(i, 1);
    }
    for (const append of streams.pending.splice(0)) {
      generated += append.events.length;
      mix.appends += 1;
      yield append;
    }
  }
}

const FORMAT_LABEL: Record<Exclude<TournamentFormat, 'super_groups'>, string> = {
  super8: 'Super 8',
  super8_fixed_pairs: 'Super 8 duplas',
  super_12: 'Super 12',
  americano: 'Americano',
  mexicano: 'Mexicano',
};

export function emptyMix(): HistoryMix {
  return { events: new Map(), tournaments: new Map(), users: 0, appends: 0 };
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function weighted(random: RandomSource): [TournamentFormat, number] {
  const totalWeight = FORMAT_WEIGHTS.reduce((sum, [, , w]) => sum + w, 0);
  let roll = random() * totalWeight;
  for (const [format, entities, weight] of FORMAT_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return [format, entities];
  }
  return [FORMAT_WEIGHTS[0]![0], FORMAT_WEIGHTS[0]![1]];
}

/** A padel-like score: 0-9 games a side, draws now and then in the group phase, never in a final. */
function drawScore(random: RandomSource, matchType: 'group' | 'final') {
  const winner = 4 + Math.floor(random() * 3);
  const loser = Math.floor(random() * (winner + 1));
  if (matchType === 'final' && loser === winner) return { team1Score: winner, team2Score: winner - 1 };
  return random() < 0.5
    ? { team1Score: winner, team2Score: loser }
    : { team1Score: loser, team2Score: winner };
}

/**
 * Writes the history into `store` (wrap it in the app's `PrivateEventStore` so personal fields are
 * sealed as the app seals them). Appends go one after the other, in generation order.
 */
export async function writeHistory(
  store: EventStore,
  total: number,
  seed = 15,
  onProgress?: (events: number) => void,
): Promise<{ events: number; seconds: number; mix: HistoryMix }> {
  const mix = emptyMix();
  const started = performance.now();
  let events = 0;
  let reported = 0;
  for (const append of historyAppends(total, seed, mix)) {
    await store.append(append.streamId, append.events, append.expected);
    events += append.events.length;
    if (onProgress && events - reported >= 100_000) {
      reported = events;
      onProgress(events);
    }
  }
  return { events, seconds: (performance.now() - started) / 1000, mix };
}
