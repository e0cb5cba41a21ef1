import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ReadModels } from '../db/schema';

/**
 * The back office's figures, read across the users, tournaments, matches and transactions read
 * models. Days are Brazil's calendar days.
 */
type Db = Kysely<ReadModels>;

export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** Instants [from, to); `from` null means since the start. */
export interface StatsWindow {
  readonly from: Date | null;
  readonly to: Date;
}

export interface AdminFigures {
  readonly totalUsers: number;
  readonly activeUsers: number;
  readonly totalTournaments: number;
  readonly completedTournaments: number;
  readonly completedMatches: number;
  readonly totalRevenue: number;
  readonly transactionCount: number;
  readonly creditsAdded: number;
  readonly creditsConsumed: number;
  readonly totalCredits: number;
}

export interface AdminDayFigures {
  newUsers: number;
  tournaments: number;
  completedMatches: number;
  revenue: number;
}

const asNumber = (value: unknown) => Number(value ?? 0);

/** A timestamp column as its Brazil calendar day, 'YYYY-MM-DD'. */
const brazilDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${BRAZIL_TIME_ZONE}, 'YYYY-MM-DD')`;

/** `column` falls in the window. */
const inWindow = (column: string, window: StatsWindow): RawBuilder<boolean> =>
  window.from
    ? sql<boolean>`${sql.ref(column)} >= ${window.from} and ${sql.ref(column)} < ${window.to}`
    : sql<boolean>`${sql.ref(column)} < ${window.to}`;

/**
 * The period's figures; `totalCredits` is what live accounts hold now, whatever the period. Erased
 * users are gone from the user counts and the credits held (their money movements stay in the sums).
 */
export async function adminFigures(db: Db, window: StatsWindow): Promise<AdminFigures> {
  const users = await db
    .selectFrom('users')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where not is_blocked)`.as('active'),
    ])
    .where('erased_at', 'is', null)
    .where(inWindow('created_at', window))
    .executeTakeFirstOrThrow();
  const tournaments = await db
    .selectFrom('tournaments')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where status = 'completed')`.as('completed'),
    ])
    .where(inWindow('created_at', window))
    .executeTakeFirstOrThrow();
  const matches = await db
    .selectFrom('matches')
    .select(sql<string>`count(*)`.as('completed'))
    .where('completed', '=', true)
    .where(inWindow('completed_at', window))
    .executeTakeFirstOrThrow();
  const money = await db
    .selectFrom('transactions')
    .select([
      sql<string>`coalesce(sum(amount_cents) filter (where kind = 'purchase'), 0)`.as('revenue'),
      sql<string>`count(*) filter (where kind = 'purchase')`.as('purchases'),
      sql<string>`coalesce(sum(credits) filter (where credits > 0), 0)`.as('added'),
      sql<string>`coalesce(-sum(credits) filter (where credits < 0), 0)`.as('consumed'),
    ])
    .where('status', '=', 'completed')
    .where(inWindow('created_at', window))
    .executeTakeFirstOrThrow();
  // An erased account can never spend again: its balance is not active credit.
  const held = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(credits), 0)`.as('credits'))
    .where('erased_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    totalUsers: asNumber(users.total),
    activeUsers: asNumber(users.active),
    totalTournaments: asNumber(tournaments.total),
    completedTournaments: asNumber(tournaments.completed),
    completedMatches: asNumber(matches.completed),
    totalRevenue: asNumber(money.revenue),
    transactionCount: asNumber(money.purchases),
    creditsAdded: asNumber(money.added),
    creditsConsumed: asNumber(money.consumed),
    totalCredits: asNumber(held.credits),
  };
}

/** Per Brazil day with any activity in the window: new users, tournaments, matches, revenue. */
export async function adminDailyFigures(db: Db, window: StatsWindow): Promise<Map<string, AdminDayFigures>> {
  const days = new Map<string, AdminDayFigures>();
  const dayOf = (date: string) => {
    let figures = days.get(date);
    if (!figures) {
      figures = { newUsers: 0, tournaments: 0, completedMatches: 0, revenue: 0 };
      days.set(date, figures);
    }
    return figures;
  };
  const users = await db
    .selectFrom('users')
    .select([brazilDay('created_at').as('day'), sql<string>`count(*)`.as('n')])
    .groupBy('day')
    .where('erased_at', 'is', null)
    .where(inWindow('created_at', window))
    .execute();
  for (const r of users) dayOf(r.day).newUsers = asNumber(r.n);
  const tournaments = await db
    .selectFrom('tournaments')
    .select([brazilDay('created_at').as('day'), sql<string>`count(*)`.as('n')])
    .groupBy('day')
    .where(inWindow('created_at', window))
    .execute();
  for (const r of tournaments) dayOf(r.day).tournaments = asNumber(r.n);
  const matches = await db
    .selectFrom('matches')
    .select([brazilDay('completed_at').as('day'), sql<string>`count(*)`.as('n')])
    .where('completed', '=', true)
    .groupBy('day')
    .where(inWindow('completed_at', window))
    .execute();
  for (const r of matches) dayOf(r.day).completedMatches = asNumber(r.n);
  const revenue = await db
    .selectFrom('transactions')
    .select([brazilDay('created_at').as('day'), sql<string>`sum(amount_cents)`.as('n')])
    .where('kind', '=', 'purchase')
    .where('status', '=', 'completed')
    .groupBy('day')
    .where(inWindow('created_at', window))
    .execute();
  for (const r of revenue) dayOf(r.day).revenue = asNumber(r.n);
  return days;
}

/** The earliest instant anything happened (a user, a tournament, a match, a transaction), or null. */
export async function firstActivityAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectNoFrom([
      db.selectFrom('users').select(sql<Date>`min(created_at)`.as('at')).as('users'),
      db.selectFrom('tournaments').select(sql<Date>`min(created_at)`.as('at')).as('tournaments'),
      db.selectFrom('matches').select(sql<Date>`min(completed_at)`.as('at')).as('matches'),
      db.selectFrom('transactions').select(sql<Date>`min(created_at)`.as('at')).as('transactions'),
    ])
    .executeTakeFirstOrThrow();
  const instants = Object.values(row)
    .filter((v): v is Date => v !== null && v !== undefined)
    .map((v) => new Date(v));
  return instants.length === 0 ? null : new Date(Math.min(...instants.map((d) => d.getTime())));
}
