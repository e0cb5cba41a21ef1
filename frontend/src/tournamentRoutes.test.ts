import { describe, expect, it } from 'vitest';
import { publicPageNeeds } from './tournamentRoutes';

describe("a spectator page's head start", () => {
  it('names the read, the translations and the chunk of the board, the TV and a player page', async () => {
    const board = publicPageNeeds('/public/tournament/tok-1');
    expect(board?.publicToken).toBe('tok-1');
    expect(board?.namespaces).toContain('tournaments');
    expect(Object.keys((await board?.load()) as object)).toContain('PublicTournamentPage');

    const tv = publicPageNeeds('/public/tournament/tok-2/tv');
    expect(tv?.publicToken).toBe('tok-2');
    expect(tv?.namespaces).toContain('tv');

    const player = publicPageNeeds('/public/tournament/tok-3/player/p-1');
    expect(player?.publicToken).toBe('tok-3');
    expect(player?.namespaces).toContain('player');
  });

  it('starts nothing on other pages', () => {
    expect(publicPageNeeds('/tournament/abc')).toBeUndefined();
    expect(publicPageNeeds('/public/player/tok')).toBeUndefined();
    expect(publicPageNeeds('/')).toBeUndefined();
  });
});
