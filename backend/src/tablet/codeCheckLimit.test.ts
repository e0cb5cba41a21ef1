import { testDatabaseTargets } from '@rodada/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { CODE_CHECKS_PER_MINUTE } from './routes';

// On its own server: the limit counts every code check from this address.
for (const target of testDatabaseTargets()) {
  describe(`code check rate limit on ${target.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server.close();
    });

    it(`refuses the ${CODE_CHECKS_PER_MINUTE + 1}th check in a minute from one address, translated`, async () => {
      const client = apiClient(server, 'en');
      for (let i = 0; i < CODE_CHECKS_PER_MINUTE; i++) {
        const answer = await client.post('/api/tournament-codes/validate', { code: 'ZZZZZZ' });
        expect(answer.status).toBe(404);
      }
      const limited = await client.post('/api/tournament-codes/validate', { code: 'ZZZZZZ' });
      expect([limited.status, limited.body.code]).toEqual([429, 'request.rateLimited']);
      expect(limited.body.message).toMatch(/[a-z]/i);
    });
  });
}
