import { randomUUID } from 'node:crypto';
import {
  adminUsersPage,
  migrateToLatest,
  otherAdministrators,
  type ReadModels,
  searchPattern,
  searchTextOf,
  type UsersTable,
} from '@rodada/projections';
import { openTestDatabase, testDatabaseTargets } from '@rodada/projections/testing';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const USERS = 10_000;
const base = Date.parse('2026-01-01T00:00:00.000Z');
const FIRST_NAMES = ['José', 'Maria', 'João', 'Ana', 'Antônio', 'Beatriz', 'Cláudio', 'Débora'];

/** The `i`-th user, one minute after the one before; every 100th is erased, every 1000th an administrator. */
function userRow(i: number): Insertable<UsersTable> {
  const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} Número ${i}`;
  const email = `usuario${i}@carga.test`;
  return {
    id: randomUUID(),
    email,
    name,
    password_hash: 'x',
    referral_code: `R${i}`,
    referred_by: null,
    is_admin: i % 1000 === 0,
    is_blocked: i % 7 === 0,
    user_type: 'Usuário',
    credits: i % 5,
    ever_had_credits: false,
    created_at: new Date(base + i * 60_000),
    erased_at: i % 100 === 99 ? new Date(base + USERS * 60_000) : null,
    search_text: searchTextOf(name, email),
  };
}

describe('the search text', () => {
  it('folds case and accents, keeps name and e-mail apart, and escapes LIKE wildcards', () => {
    expect(searchTextOf('  José  ÁLVARES ', 'Jose@Exemplo.com')).toBe('jose alvares\njose@exemplo.com');
    expect(searchPattern('JOSÉ')).toBe('%jose%');
    expect(searchPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
  });
});

for (const target of testDatabaseTargets()) {
  describe(`the back office's users page at ${USERS} users on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase<ReadModels>>>;
    const rows = Array.from({ length: USERS }, (_, i) => userRow(i));
    const listed = rows.filter((r) => r.erased_at === null);

    beforeAll(async () => {
      database = await openTestDatabase<ReadModels>(target);
      await migrateToLatest(database.db);
      for (let from = 0; from < USERS; from += 1000)
        await database.db
          .insertInto('users')
          .values(rows.slice(from, from + 1000))
          .execute();
    });
    afterAll(async () => {
      await database.drop();
    });

    /** The page and how long it took (the best of three, so a cold cache does not count). */
    async function timed(query: Parameters<typeof adminUsersPage>[1]) {
      let best = Number.POSITIVE_INFINITY;
      let page: Awaited<ReturnType<typeof adminUsersPage>> | null = null;
      for (let n = 0; n < 3; n++) {
        const started = performance.now();
        page = await adminUsersPage(database.db, query);
        best = Math.min(best, performance.now() - started);
      }
      return { page: page!, ms: best };
    }

    it('pages newest first, leaving the erased out, counted in the database', async () => {
      const newestFirst = [...listed].reverse();
      const first = await timed({ page: 1, pageSize: 25 });
      expect(first.page.total).toBe(listed.length);
      expect(first.page.users.map((u) => u.email)).toEqual(newestFirst.slice(0, 25).map((r) => r.email));
      const deep = await timed({ page: 300, pageSize: 25 });
      expect(deep.page.users.map((u) => u.email)).toEqual(newestFirst.slice(7475, 7500).map((r) => r.email));
      const past = await adminUsersPage(database.db, { page: 1000, pageSize: 25 });
      expect(past).toMatchObject({ users: [], total: listed.length, page: 1000 });
      expect(first.ms).toBeLessThan(500);
      expect(deep.ms).toBeLessThan(500);
    });

    it('searches name or e-mail ignoring case and accents, within the time a page may take', async () => {
      const joses = listed.filter((r) => r.name.startsWith('José'));
      const search = await timed({ search: 'jose', page: 2, pageSize: 50 });
      expect(search.page.total).toBe(joses.length);
      expect(search.page.users.map((u) => u.email)).toEqual(
        [...joses]
          .reverse()
          .slice(50, 100)
          .map((r) => r.email),
      );
      expect(
        (await adminUsersPage(database.db, { search: 'ANTONIO NÚMERO 4', page: 1, pageSize: 100 })).total,
      ).toBe(listed.filter((r) => r.name.startsWith('Antônio Número 4')).length);
      expect(
        (await adminUsersPage(database.db, { search: 'usuario1234@', page: 1, pageSize: 5 })).users,
      ).toEqual([expect.objectContaining({ name: 'João Número 1234', isBlocked: false, credits: 4 })]);
      // An erased user is found by nothing.
      expect((await adminUsersPage(database.db, { search: 'usuario199@', page: 1, pageSize: 5 })).total).toBe(
        0,
      );
      expect(search.ms).toBeLessThan(500);
    });

    it('counts the administrators who can still act, leaving one out', async () => {
      const admins = listed.filter((r) => r.is_admin && !r.is_blocked);
      expect(await otherAdministrators(database.db, admins[0]!.id!)).toBe(admins.length - 1);
      expect(await otherAdministrators(database.db, randomUUID())).toBe(admins.length);
    });
  });
}
