import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiContractError, ApiError, apiFetch, getOrNull } from './api';
import { matchConflictOf } from './matchConflict';

interface Seen {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server whose answers are chosen by path. */
let server: Server;
let base: string;
let lastRequest: Seen | undefined;

const answers: Record<string, { status: number; type?: string; body: string }> = {
  '/ok': { status: 200, type: 'application/json', body: '{"id":"t1","name":"Super 8 de sábado"}' },
  '/no-content': { status: 204, body: '' },
  '/json-message': {
    status: 422,
    type: 'application/json',
    body: JSON.stringify({
      code: 'request.invalid',
      message: 'Dados inválidos. Corrija os campos indicados.',
      fieldErrors: { name: 'Campo obrigatório.' },
    }),
  },
  '/json-without-message': {
    status: 409,
    type: 'application/json',
    body: '{"reason":"taken","retry":false}',
  },
  '/match-conflict': {
    status: 409,
    type: 'application/json',
    body: JSON.stringify({
      code: 'match.conflict',
      message: 'Este jogo foi alterado em outro aparelho.',
      current: { team1Score: 5, team2Score: 4, version: 2 },
      attempted: { team1Score: 6, team2Score: 3 },
    }),
  },
  '/plain-text': { status: 502, type: 'text/plain', body: 'Bad gateway upstream' },
  '/empty': { status: 500, body: '' },
  '/unauthorised': {
    status: 401,
    type: 'application/json',
    body: '{"code":"auth.required","message":"Faça login."}',
  },
  '/forbidden': {
    status: 403,
    type: 'application/json',
    body: '{"code":"auth.forbidden","message":"Proibido."}',
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      lastRequest = { method: request.method, headers: request.headers, body };
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path === '/echo') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
        return;
      }
      const answer = answers[path] ?? { status: 404, body: '' };
      response.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await i18next.init({ lng: 'en', supportedLngs: ['pt-BR', 'en', 'es'], resources: {} });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('returns the parsed JSON of an OK answer', async () => {
    await expect(apiFetch(`${base}/ok`)).resolves.toEqual({ id: 't1', name: 'Super 8 de sábado' });
  });

  it('returns undefined for an empty OK answer', async () => {
    await expect(apiFetch(`${base}/no-content`, { method: 'POST' })).resolves.toBeUndefined();
  });

  it('sends a JSON body with its content type, the current language and asks for JSON', async () => {
    const echoed = await apiFetch(`${base}/echo`, {
      method: 'PATCH',
      body: { team1Score: 6, team2Score: 4 },
    });
    expect(echoed).toEqual({ team1Score: 6, team2Score: 4 });
    expect(lastRequest?.method).toBe('PATCH');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.headers['accept-language']).toBe('en');
    expect(lastRequest?.headers.accept).toBe('application/json');
  });

  it('sends no content type without a body', async () => {
    await apiFetch(`${base}/ok`);
    expect(lastRequest?.method).toBe('GET');
    expect(lastRequest?.headers['content-type']).toBeUndefined();
    expect(lastRequest?.body).toBe('');
  });

  it('uses the message of a JSON error body, with its code and field errors', async () => {
    const error = await failureOf(apiFetch(`${base}/json-message`, { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Dados inválidos. Corrija os campos indicados.');
    expect(error.code).toBe('request.invalid');
    expect(error.fieldErrors).toEqual({ name: 'Campo obrigatório.' });
  });

  it('uses the whole JSON as text when the error body has no message', async () => {
    const error = await failureOf(apiFetch(`${base}/json-without-message`));
    expect(error.status).toBe(409);
    expect(error.message).toBe('{"reason":"taken","retry":false}');
    expect(error.code).toBeUndefined();
    expect(error.fieldErrors).toBeUndefined();
  });

  it('keeps the whole JSON error body, e.g. the two scores of a match conflict', async () => {
    const error = await failureOf(apiFetch(`${base}/match-conflict`, { method: 'PATCH', body: {} }));
    expect(error.status).toBe(409);
    expect(error.code).toBe('match.conflict');
    expect(error.message).toBe('Este jogo foi alterado em outro aparelho.');
    expect(matchConflictOf(error)).toMatchObject({
      current: { team1Score: 5, team2Score: 4, version: 2 },
      attempted: { team1Score: 6, team2Score: 3 },
    });
  });

  it('uses the response text when the error body is not JSON', async () => {
    const error = await failureOf(apiFetch(`${base}/plain-text`));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad gateway upstream');
  });

  it('uses the status text when the error body is empty', async () => {
    const error = await failureOf(apiFetch(`${base}/empty`));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
  });

  it('validates an OK answer against a schema when one is given', async () => {
    const Tournament = z.object({ id: z.string(), name: z.string() });
    const tournament = await apiFetch(`${base}/ok`, { schema: Tournament });
    expect(tournament.name).toBe('Super 8 de sábado');
    const Wrong = z.object({ id: z.number() });
    await expect(apiFetch(`${base}/ok`, { schema: Wrong })).rejects.toBeInstanceOf(ApiContractError);
  });
});

describe('getOrNull', () => {
  it('treats 401 as no value', async () => {
    await expect(getOrNull(`${base}/unauthorised`)).resolves.toBeNull();
  });

  it('returns the value of an OK answer', async () => {
    await expect(getOrNull(`${base}/ok`)).resolves.toEqual({ id: 't1', name: 'Super 8 de sábado' });
  });

  it('still throws other errors, with the server message', async () => {
    const error = await failureOf(getOrNull(`${base}/forbidden`));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Proibido.');
    expect(error.code).toBe('auth.forbidden');
  });
});
