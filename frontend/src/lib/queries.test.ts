import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { acceptTournament, newerOf, queryKeys, tournamentChanged, tournamentCreated } from './queries';

const body = (revision: number, name = `r${revision}`) => ({ revision, name });

describe('the revision guard', () => {
  it('keeps what the cache holds when the push is older', () => {
    expect(newerOf(body(5), body(4))).toEqual(body(5));
  });

  it('takes a push of the same or a newer revision, and anything over an empty cache', () => {
    expect(newerOf(body(5, 'held'), body(5, 'pushed'))).toEqual(body(5, 'pushed'));
    expect(newerOf(body(5), body(6))).toEqual(body(6));
    expect(newerOf(undefined, body(1))).toEqual(body(1));
  });

  it('guards what is written into the cache', () => {
    const client = new QueryClient();
    const key = queryKeys.tournaments.public('token');
    acceptTournament(client, key, body(3));
    acceptTournament(client, key, body(2));
    expect(client.getQueryData(key)).toEqual(body(3));
    acceptTournament(client, key, body(4));
    expect(client.getQueryData(key)).toEqual(body(4));
  });
});

describe('what a write does to the cache', () => {
  it('a changed tournament replaces its detail and makes the list stale', async () => {
    const client = new QueryClient();
    const id = '00000000-0000-4000-8000-000000000001';
    client.setQueryData(queryKeys.tournaments.list(), []);
    client.setQueryData(queryKeys.tournaments.detail(id), { id, revision: 1 });
    await tournamentChanged(client, { id, revision: 2 } as never);
    expect(client.getQueryData(queryKeys.tournaments.detail(id))).toEqual({ id, revision: 2 });
    expect(client.getQueryState(queryKeys.tournaments.list())?.isInvalidated).toBe(true);
  });

  it("a created tournament makes the list and the user's balance stale", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tournaments.list(), []);
    client.setQueryData(queryKeys.session.user(), { credits: 2 });
    client.setQueryData(queryKeys.tournaments.costs(), []);
    await tournamentCreated(client);
    expect(client.getQueryState(queryKeys.tournaments.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.session.user())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.tournaments.costs())?.isInvalidated).toBe(false);
  });
});
