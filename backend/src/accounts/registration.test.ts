import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  type EventStore,
  ORPHAN_CLAIM_GRACE_MS,
  REFERRAL_CODE_STREAM_PREFIX,
  USER_STREAM_PREFIX,
} from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../commands/context';
import { apiClient } from '../testing/apiClient';
import { beforeEachAppend, diesAtAppend, InjectedFailure } from '../testing/faultyStore';
import { startTestServer, type TestServer } from '../testing/testServer';
import { addressClaimStream, registerUser } from './registration';

const address = () => `${randomUUID().slice(0, 8)}@clube.com.br`;

for (const target of testDatabaseTargets()) {
  describe(`registration is all or nothing on ${target.name}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server.close();
    });

    const register = (email: string, password: string, referralCode?: string) =>
      apiClient(server).post('/api/register', { name: 'Ana', email, password, referralCode, terms: true });
    const signIn = async (email: string, password: string) =>
      (await apiClient(server).post('/api/login', { email, password })).status;
    /** A registration straight through the slice, on a store that may fail. */
    const registerOn = (store: EventStore, email: string, password: string, orphanGraceMs?: number) =>
      registerUser(store, contextFor(ANONYMOUS), { email, name: 'Ana', password }, { orphanGraceMs });

    it('leaves the address registrable at once when the user write fails after the claim', async () => {
      const email = address();
      let failed = false;
      const failingOnce = beforeEachAppend(server.system.store, (streamId) => {
        if (failed || !streamId.startsWith(USER_STREAM_PREFIX)) return;
        failed = true;
        throw new InjectedFailure(streamId);
      });
      await expect(registerOn(failingOnce, email, 'primeira-senha')).rejects.toBeInstanceOf(InjectedFailure);
      expect(failed).toBe(true);

      const started = Date.now();
      const again = await register(email, 'segunda-senha');
      expect(again.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(ORPHAN_CLAIM_GRACE_MS);
      expect(await signIn(email, 'segunda-senha')).toBe(200);
      expect(await signIn(email, 'primeira-senha')).toBe(401);
      expect((await register(email, 'terceira-senha')).body.code).toBe('auth.emailTaken');
    });

    it('lets the next registration take over what a registration that died at any step left', async () => {
      for (const diesAt of [1, 2, 3]) {
        // Appends: the address claim, the referral-code claim, the user. Nothing is written after death.
        const email = address();
        const touched: string[] = [];
        const dying = diesAtAppend(
          beforeEachAppend(server.system.store, (streamId) => {
            touched.push(streamId);
          }),
          diesAt,
        );
        await expect(registerOn(dying, email, 'senha-morta')).rejects.toBeInstanceOf(InjectedFailure);

        const taken = await registerOn(server.system.store, email, 'senha-viva', 200);
        await server.system.settle(taken.position);
        expect(await signIn(email, 'senha-viva')).toBe(200);
        expect(await signIn(email, 'senha-morta')).toBe(401);
        expect((await register(email, 'outra-senha')).body.code).toBe('auth.emailTaken');

        // A referral code the dead registration claimed is nobody's: unknown, never handed out.
        const orphanCode = touched
          .find((streamId) => streamId.startsWith(REFERRAL_CODE_STREAM_PREFIX))
          ?.slice(REFERRAL_CODE_STREAM_PREFIX.length);
        if (diesAt === 3) {
          expect(orphanCode).toBeDefined();
          expect(taken.referralCode).not.toBe(orphanCode);
          const referred = await register(address(), 'senha123', orphanCode);
          expect(referred.status).toBe(400);
          expect(referred.body.code).toBe('auth.referralCodeUnknown');
        }
      }
    });

    it('lets the owner register through the API after the grace period when a registration died holding the address', async () => {
      const email = address();
      await expect(
        registerOn(diesAtAppend(server.system.store, 2), email, 'senha-morta'),
      ).rejects.toBeInstanceOf(InjectedFailure);
      const answer = await register(email, 'senha-viva');
      expect(answer.status).toBe(201);
      expect(await signIn(email, 'senha-viva')).toBe(200);
    }, 20_000);

    it('never lets a slow registration past its grace period write its user once another took the address', async () => {
      const email = address();
      let reachUserWrite = () => {};
      const atUserWrite = new Promise<void>((r) => {
        reachUserWrite = r;
      });
      let release = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      const slow = beforeEachAppend(server.system.store, async (streamId) => {
        if (!streamId.startsWith(USER_STREAM_PREFIX)) return;
        reachUserWrite();
        await gate;
      });
      const slowRegistration = registerOn(slow, email, 'senha-lenta');
      await atUserWrite; // it holds the address and is about to write its user

      const fast = await registerOn(server.system.store, email, 'senha-rapida', 0);
      release();
      await expect(slowRegistration).rejects.toMatchObject({ code: 'auth.registrationAbandoned' });
      await server.system.settle(fast.position);
      expect(await signIn(email, 'senha-rapida')).toBe(200);
      expect(await signIn(email, 'senha-lenta')).toBe(401);
    });

    it('gives one account and "e-mail taken" answers to registrations of one address at once', async () => {
      const email = address();
      // Writing a user takes a while, so the others all see the first one's claim without its user.
      const slow = beforeEachAppend(server.system.store, async (_, events) => {
        if (events[0]!.type.startsWith('UserRegistered')) await new Promise((r) => setTimeout(r, 150));
      });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => registerOn(slow, email, `senha-${i}-segura`)),
      );
      const created = outcomes.filter((o) => o.status === 'fulfilled');
      expect(created).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason.code)).toEqual(
        Array(5).fill('auth.emailTaken'),
      );
      await server.system.settle(created[0]!.value.position);
      const winner = outcomes.indexOf(created[0]!);
      expect(await signIn(email, `senha-${winner}-segura`)).toBe(200);
      expect((await register(email, 'outra-senha')).body.code).toBe('auth.emailTaken');
    });

    it('frees at once an address claimed before claims were dated whose user was never written', async () => {
      const email = address();
      await server.system.store.append(
        addressClaimStream(email),
        [{ id: randomUUID(), type: 'Claimed.v1', data: { userId: randomUUID() }, metadata: {} }],
        'no_stream',
      );
      const started = Date.now();
      expect((await register(email, 'senha-nova')).status).toBe(201);
      expect(Date.now() - started).toBeLessThan(ORPHAN_CLAIM_GRACE_MS);
      expect(await signIn(email, 'senha-nova')).toBe(200);
    });
  });
}
