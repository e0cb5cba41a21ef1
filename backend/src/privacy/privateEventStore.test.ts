import { randomUUID } from 'node:crypto';
import {
  decodeRecorded,
  ERASED_NAME,
  type EventStore,
  encodeFor,
  erasedEmail,
  type TournamentEvent,
  tournamentStream,
  userStream,
} from '@rodada/events';
import { migrateToLatest } from '@rodada/projections';
import { openTestDatabase, testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../accounts/registration';
import { contextFor } from '../commands/context';
import { PostgresEventStore } from '../eventStore/postgres';
import { PrivateEventStore } from './privateEventStore';
import { PersonalDataVault } from './vault';

const json = (value: unknown) => JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? String(v) : v));

for (const target of testDatabaseTargets()) {
  describe(`personal data in the events on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let raw: EventStore;
    let store: PrivateEventStore;

    beforeAll(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      raw = await PostgresEventStore.open(database);
      store = new PrivateEventStore(raw, new PersonalDataVault(database.db));
    });
    afterAll(async () => {
      await raw.close();
      await database.drop();
    });

    async function register(name: string, email: string) {
      const context = contextFor({ kind: 'anonymous', id: null });
      return registerUser(store, context, { name, email, password: 'senha-secreta-123' });
    }

    it('reads a user back in clear, while the stored rows hold neither e-mail, name nor password hash', async () => {
      const { userId } = await register('Zuleica Privada', 'zuleica.privada@exemplo.com.br');
      const [registered] = (await store.readStream(userStream(userId))).map(decodeRecorded);
      expect(registered).toMatchObject({
        type: 'UserRegistered',
        data: { name: 'Zuleica Privada', email: 'zuleica.privada@exemplo.com.br' },
      });
      const passwordHash = (registered!.data as { passwordHash: string }).passwordHash;
      expect(passwordHash).toMatch(/^\$argon2id\$/);

      const stored = json(await raw.readAll({ limit: 10_000 }));
      expect(stored).not.toContain('zuleica');
      expect(stored).not.toContain('Zuleica');
      expect(stored).not.toContain(passwordHash);
      expect(stored).toContain(`pii:v1:${userId}:`);
      // The same through every read path.
      const viaAll = (await store.readAll({ limit: 10_000 })).filter(
        (e) => e.streamId === userStream(userId),
      );
      expect(json(viaAll)).toContain('zuleica.privada@exemplo.com.br');
    });

    it("encrypts a tournament's player names with its owner's key, also for later renames", async () => {
      const { userId: ownerId } = await register('Dona do Torneio', `${randomUUID()}@exemplo.com`);
      const tournamentId = randomUUID();
      const streamId = tournamentStream(tournamentId);
      const participants = ['Xerxes Quintanilha', 'Yolanda Wanderley'].map((name) => ({
        id: randomUUID(),
        name,
        groupId: null,
      }));
      const created: TournamentEvent = {
        type: 'TournamentCreated',
        data: {
          tournamentId,
          ownerId,
          name: 'Torneio de teste',
          format: 'super8',
          courts: 1,
          participants,
          seed: 1,
          scheduleVersion: 1,
          matches: [],
          publicToken: randomUUID(),
          cost: 1,
          createdAt: new Date().toISOString(),
        },
      };
      await store.append(streamId, [{ id: randomUUID(), ...encodeFor(streamId, created) }], 'no_stream');
      // A fresh decorator knows no owner yet: it finds it in the stream's creation event.
      const fresh = new PrivateEventStore(raw, new PersonalDataVault(database.db));
      const renamed: TournamentEvent = {
        type: 'PlayerRenamed',
        data: {
          playerId: participants[0]!.id,
          name: 'Xerxes Renomeado',
          by: ownerId,
          at: new Date().toISOString(),
        },
      };
      await fresh.append(streamId, [{ id: randomUUID(), ...encodeFor(streamId, renamed) }], 0n);

      const stored = json(await raw.readStream(streamId));
      expect(stored).not.toMatch(/Xerxes|Yolanda/);
      expect(stored).toContain(`pii:v1:${ownerId}:`);
      const [first, second] = (await store.readStream(streamId)).map(decodeRecorded);
      expect(first!.data).toMatchObject({
        participants: [{ name: 'Xerxes Quintanilha' }, { name: 'Yolanda Wanderley' }],
      });
      expect(second!.data).toMatchObject({ name: 'Xerxes Renomeado' });

      await store.vault.erase(ownerId);
      // A process that cached the key before the erasure keeps it until it forgets its cache.
      expect(json(await fresh.readStream(streamId))).toContain('Xerxes Renomeado');
      fresh.vault.forget();
      for (const reader of [store, fresh]) {
        const [erasedFirst, erasedSecond] = (await reader.readStream(streamId)).map(decodeRecorded);
        expect(erasedFirst!.data).toMatchObject({
          participants: [{ name: ERASED_NAME }, { name: ERASED_NAME }],
        });
        expect(erasedSecond!.data).toMatchObject({ name: ERASED_NAME });
      }
    });

    it('stops using a cached key from the user’s UserErased on, in a process that did not erase them', async () => {
      const { userId } = await register('Ubaldina Lembrada', `${randomUUID()}@exemplo.com`);
      const projecting = new PrivateEventStore(raw, new PersonalDataVault(database.db));
      expect(json(await projecting.readStream(userStream(userId)))).toContain('Ubaldina Lembrada');
      // Another process shreds the key, then appends UserErased (the erasure's order).
      await store.vault.erase(userId);
      const erased = {
        type: 'UserErased',
        data: { by: randomUUID(), at: new Date().toISOString() },
      } as const;
      const stream = userStream(userId);
      await store.append(stream, [{ id: randomUUID(), ...encodeFor(stream, erased) }], 'any');
      // Reading the event (as the projecting process's subscription does) forgets the cached key,
      // before anything in the same batch is opened.
      const all = (await projecting.readAll({ limit: 100_000 })).filter((e) => e.streamId === stream);
      expect(all.map((e) => decodeRecorded(e).type)).toEqual(['UserRegistered', 'UserErased']);
      expect(decodeRecorded(all[0]!).data).toMatchObject({ name: ERASED_NAME, email: erasedEmail(userId) });
      const [registered] = (await projecting.readStream(stream)).map(decodeRecorded);
      expect(registered!.data).toMatchObject({ name: ERASED_NAME, email: erasedEmail(userId) });
    });

    it('shows placeholders once the key is erased, and no process can log in with them', async () => {
      const { userId } = await register('Apagável', `${randomUUID()}@exemplo.com`);
      await store.vault.erase(userId);
      // Another process (a fresh vault) finds no key either.
      const elsewhere = new PrivateEventStore(raw, new PersonalDataVault(database.db));
      for (const reader of [store, elsewhere]) {
        const [registered] = (await reader.readStream(userStream(userId))).map(decodeRecorded);
        expect(registered!.data).toMatchObject({
          name: ERASED_NAME,
          email: erasedEmail(userId),
          passwordHash: '',
        });
      }
    });
  });
}
