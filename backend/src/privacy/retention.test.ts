import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { registered, serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { applyRetention, RETENTION } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const target of testDatabaseTargets()) {
  describe(`retention on ${target.name}`, () => {
    let server: TestServer;
    serverForSuite(target, (started) => ({ server } = started));

    it('deletes sessions past their expiry and outbox mails older than the retention, keeping the rest', async () => {
      const { db } = server.system.database;
      const { client, id } = await registered(server, 'Sessão Viva');
      const now = new Date();
      await db
        .insertInto('sessions')
        .values([
          {
            id_hash: 'expired-yesterday',
            user_id: id,
            persistent: true,
            expires_at: new Date(now.getTime() - DAY_MS),
          },
          {
            id_hash: 'expires-tomorrow',
            user_id: id,
            persistent: false,
            expires_at: new Date(now.getTime() + DAY_MS),
          },
        ])
        .execute();
      const outbox = join(server.config.dataDir, 'outbox');
      mkdirSync(outbox, { recursive: true });
      const oldMail = join(outbox, 'old-reset-link.eml');
      const newMail = join(outbox, 'new-reset-link.eml');
      writeFileSync(oldMail, 'To: ana@clube.com.br\n\nhttp://rodada.test/reset-password?token=old');
      writeFileSync(newMail, 'To: bia@clube.com.br\n\nhttp://rodada.test/reset-password?token=new');
      const past = new Date(now.getTime() - (RETENTION.outboxMailDays + 1) * DAY_MS);
      utimesSync(oldMail, past, past);

      // A process that crashed two hours ago left its live-socket count behind; a live one's stays.
      await db
        .insertInto('live_socket_counts')
        .values([
          {
            process_id: 'crashed',
            address_key: 'a',
            open: 3,
            seen_at: new Date(now.getTime() - 2 * 60 * 60 * 1000),
          },
          { process_id: 'running', address_key: 'a', open: 1, seen_at: now },
        ])
        .execute();

      // A stranger's wrong password opened throttle windows, which close in 15 minutes.
      expect(
        (await apiClient(server).post('/api/login', { email: 'x@clube.com.br', password: 'errada1' })).status,
      ).toBe(401);
      const later = new Date(now.getTime() + 16 * 60 * 1000);
      expect(await applyRetention({ db, dataDir: server.config.dataDir }, now)).toEqual({
        sessionsDeleted: 1,
        outboxMailsDeleted: 1,
        countersDeleted: 0,
        socketCountsDeleted: 1,
      });
      expect(
        (await applyRetention({ db, dataDir: server.config.dataDir }, later)).countersDeleted,
      ).toBeGreaterThanOrEqual(2);
      const left = (
        await db.selectFrom('sessions').select('id_hash').where('user_id', '=', id).execute()
      ).map((s) => s.id_hash);
      expect(left).toContain('expires-tomorrow');
      expect(left).not.toContain('expired-yesterday');
      expect(readdirSync(outbox)).toEqual(['new-reset-link.eml']);
      // The person's own session (from registering) is untouched: still signed in.
      expect((await client.get('/api/user')).status).toBe(200);
      // A second pass finds nothing more.
      expect(await applyRetention({ db, dataDir: server.config.dataDir }, now)).toEqual({
        sessionsDeleted: 0,
        outboxMailsDeleted: 0,
        countersDeleted: 0,
        socketCountsDeleted: 0,
      });
    });
  });
}
