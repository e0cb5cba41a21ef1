import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The time slot a match is played in, across the whole tournament (Super 16 / 32: across its
  // group's court, the groups playing side by side).
  await db.schema
    .alterTable('matches')
    .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Every tournament stored so far was drawn by schedule version 1, which plays each round as a
  // unit: a match's slot is the largest playing order of each earlier round of its group, added
  // up, plus its own order. The projector's upcaster computes the same from the events, so a
  // rebuild gives these very numbers.
  await sql`
    with rounds as (
      select tournament_id, coalesce(group_id, '') as lane, round, max(play_order) as turns
      from matches
      where match_type = 'group'
      group by tournament_id, coalesce(group_id, ''), round
    ),
    offsets as (
      select tournament_id, lane, round,
        coalesce(sum(turns) over (
          partition by tournament_id, lane order by round rows between unbounded preceding and 1 preceding
        ), 0) as before
      from rounds
    )
    update matches m
    set slot = o.before + m.play_order
    from offsets o
    where m.match_type = 'group'
      and o.tournament_id = m.tournament_id
      and o.lane = coalesce(m.group_id, '')
      and o.round = m.round
  `.execute(db);
  // The Super Final is played after the group phase, its two matches side by side.
  await sql`
    update matches m
    set slot = 1 + coalesce((
      select max(g.slot) from matches g where g.tournament_id = m.tournament_id and g.match_type = 'group'
    ), 0)
    where m.match_type = 'final'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matches').dropColumn('slot').execute();
}
