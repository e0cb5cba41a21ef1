import { writeFileSync } from 'node:fs';
import type { PublicTournament } from '@rodada/events';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, registerOrganiser, signedInAdmin } from '../testing/apiClient';
import { download } from '../testing/download';
import { startTestServer, type TestServer } from '../testing/testServer';
import { rankingCardModel } from './card/cardModel';
import { RankingCards, tournamentCardSource } from './card/rankingCards';
import { renderRankingCard } from './card/renderCard';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's header chunk (IHDR, always first). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** How many pixels two PNGs of the same size disagree on. */
function differingPixels(a: Buffer, b: Buffer): number {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4)
    if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) differing++;
  return differing;
}

const EIGHT = ['João Ávila Muñoz', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Łucja Ołów'];
const cardPath = (publicToken: string, query = '') =>
  `/api/public/tournaments/${publicToken}/card.png${query}`;

describe('ranking card', () => {
  let server: TestServer;
  let admin: ApiClient;
  let owner: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
    owner = (await registerOrganiser(server, admin, 20)).client;
  });
  afterAll(async () => {
    await server.close();
  });

  async function super8(name = 'Super 8 de sábado') {
    const { id } = (
      await owner.post('/api/tournaments', { name, courts: 2, players: EIGHT, tournamentType: 'super8' })
    ).body;
    return (await owner.get(`/api/tournaments/${id}`)).body as PublicTournament & { id: string };
  }
  const card = (publicToken: string, query = '', language = 'pt-BR') =>
    download(server, '', cardPath(publicToken, query), language);

  it('is a 1080×1080 PNG, cached publicly for a short while under an ETag', async () => {
    const { publicToken, revision } = await super8();
    const answer = await card(publicToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(pngSize(answer.bytes)).toEqual({ width: 1080, height: 1080 });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    expect(answer.headers.get('etag')).toMatch(new RegExp(`^"${revision}-pt-BR-`));
  });

  it('changes when a score changes, and is the same file with a 304 while nothing does', async () => {
    const tournament = await super8();
    const before = await card(tournament.publicToken);
    const again = await card(tournament.publicToken);
    expect(again.bytes.equals(before.bytes)).toBe(true);
    expect(again.headers.get('etag')).toBe(before.headers.get('etag'));
    const unchanged = await fetch(`${server.url}${cardPath(tournament.publicToken)}`, {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(unchanged.status).toBe(304);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);

    const scored = await owner.patch(`/api/matches/${tournament.matches[0]!.id}`, {
      team1Score: 6,
      team2Score: 2,
    });
    expect(scored.status).toBe(200);
    const after = await card(tournament.publicToken);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(differingPixels(before.bytes, after.bytes)).toBeGreaterThan(0);
    const stale = await fetch(`${server.url}${cardPath(tournament.publicToken)}`, {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(stale.status).toBe(200);
  });

  it('draws a card once per change, however often it is asked for', async () => {
    const tournament = await super8();
    let drawn = 0;
    const cards = new RankingCards(
      tournamentCardSource((token) => server.system.services.tournaments.publicBody(token)),
      (model) => {
        drawn++;
        return renderRankingCard(model);
      },
    );
    const first = await cards.card(tournament.publicToken, 'pt-BR');
    const [a, b] = await Promise.all([
      cards.card(tournament.publicToken, 'pt-BR'),
      cards.card(tournament.publicToken, 'pt-BR'),
    ]);
    expect(await a.png).toBe(await first.png);
    expect(await b.png).toBe(await first.png);
    expect(drawn).toBe(1);
    await cards.card(tournament.publicToken, 'en');
    expect(drawn).toBe(2);
    await owner.patch(`/api/matches/${tournament.matches[0]!.id}`, { team1Score: 1, team2Score: 6 });
    const changed = await cards.card(tournament.publicToken, 'pt-BR');
    expect(changed.etag).not.toBe(first.etag);
    expect(drawn).toBe(3);
  });

  it("speaks the request's language, or the one `lang` names", async () => {
    const { publicToken } = await super8();
    const portuguese = await card(publicToken);
    const english = await card(publicToken, '', 'en-US,en;q=0.9');
    const named = await card(publicToken, '?lang=en');
    expect(english.headers.get('etag')).toMatch(/-en-/);
    expect(named.headers.get('etag')).toBe(english.headers.get('etag'));
    expect(named.bytes.equals(english.bytes)).toBe(true);
    expect(differingPixels(portuguese.bytes, english.bytes)).toBeGreaterThan(0);
    const spanish = await card(publicToken, '?lang=es', 'en');
    expect(spanish.headers.get('etag')).toMatch(/-es-/);

    const unknown = await apiClient(server, 'en').get(cardPath(publicToken, '?lang=fr'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'request.invalid',
      fieldErrors: { lang: expect.any(String) },
    });
  });

  it('answers an unknown link like the public page does: a translated 404', async () => {
    const page = await apiClient(server).get('/api/public/tournaments/AAAAAAAAAAAAAAAAAAAAAA');
    const unknown = await apiClient(server).get(cardPath('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(page.body);
    expect(unknown.body).toEqual({
      code: 'tournament.notFound',
      message: 'Torneio não encontrado. Ele não existe ou foi removido.',
    });
    const malformed = await apiClient(server, 'es').get(cardPath('not a token'));
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Torneo no encontrado. No existe o fue eliminado.');
  });

  it('draws accented and Latin Extended letters from its own fonts', async () => {
    const body = await server.system.services.tournaments.publicBody((await super8()).publicToken);
    const model = rankingCardModel(body, 'pt-BR');
    const ranking = model.body;
    if (ranking.kind !== 'ranking') throw new Error(ranking.kind);
    const rows = ranking.rows;
    const named = (name: string) =>
      renderRankingCard({
        ...model,
        body: { ...ranking, rows: [{ ...rows[0]!, name }, ...rows.slice(1)] },
      });
    // A letter no font has: whatever stands in for it (a box, or nothing) is what a missing accent would draw.
    const missing = (name: string) => name.replace(/[^\x20-\x7e]/g, '\ue000');
    for (const [name, plain] of [
      ['João Ávila Muñoz', 'Joao Avila Munoz'],
      ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ] as const) {
      const [drawn, unaccented, unknown] = await Promise.all([
        named(name),
        named(plain),
        named(missing(name)),
      ]);
      expect(differingPixels(drawn, unaccented), name).toBeGreaterThan(0);
      expect(differingPixels(drawn, unknown), name).toBeGreaterThan(0);
    }
  });

  it('shows the top 8 of a Super 12, with points, wins and game balance', async () => {
    const twelve = [...EIGHT, 'Iara', 'Kaká', 'Lia', 'Malu'];
    const { id } = (
      await owner.post('/api/tournaments', {
        name: 'Doze',
        courts: 3,
        players: twelve,
        tournamentType: 'super_12',
      })
    ).body;
    const detail = (await owner.get(`/api/tournaments/${id}`)).body;
    const scored = (
      await owner.patch(`/api/matches/${detail.matches[0].id}`, { team1Score: 6, team2Score: 3 })
    ).body as PublicTournament;
    const model = rankingCardModel(scored, 'en');
    expect(model).toMatchObject({ name: 'Doze', format: 'Super 12', headline: 'Live ranking' });
    expect(model.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    if (model.body.kind !== 'ranking') throw new Error(model.body.kind);
    expect(model.body.rows).toEqual(
      scored.ranking.slice(0, 8).map((r) => ({
        place: r.position,
        name: r.playerName,
        matches: r.wins + r.losses + r.draws,
        points: r.points,
        wins: r.wins,
        gameBalance: r.gameBalance,
      })),
    );
    expect(model.body.rows[0]).toMatchObject({ points: 3, wins: 1, gameBalance: 3 });
    // Everyone plays the same number of matches in a Super 12: no column for it.
    expect(model.body.columns.matches).toBeUndefined();
  });

  it('shows the top four of each Super 16 group, then the podium once the Super Final is played', async () => {
    const players = Array.from({ length: 16 }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);
    const { id } = (
      await owner.post('/api/tournaments/super-groups', {
        name: 'Super 16 do clube',
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players,
      })
    ).body;
    let detail = (await owner.get(`/api/tournaments/${id}`)).body;
    const groupsCard = rankingCardModel(detail, 'pt-BR');
    expect(groupsCard.format).toBe('Super 16');
    expect(groupsCard.headline).toBe('Aguardando os primeiros resultados');
    if (groupsCard.body.kind !== 'groups') throw new Error(groupsCard.body.kind);
    expect(groupsCard.body.groups.map((g) => [g.title, g.rows.length])).toEqual([
      ['Grupo A', 4],
      ['Grupo B', 4],
    ]);

    const groupMatches = detail.matches.filter((m: { matchType: string }) => m.matchType === 'group');
    for (const [i, m] of groupMatches.entries())
      detail = (
        await owner.patch(`/api/matches/${m.id}`, { team1Score: (i * 7) % 10, team2Score: (i * 3 + 1) % 10 })
      ).body;
    if (detail.hasTiebreakIssues) {
      const resolutions = detail.groups.flatMap((g: { id: string }) =>
        detail.groupRankings[g.id].slice(0, 4).map((r: { playerId: string }, k: number) => ({
          groupId: g.id,
          playerId: r.playerId,
          finalPosition: k + 1,
        })),
      );
      await admin.post(`/api/tournaments/${id}/resolve-tiebreaks`, { resolutions });
    }
    detail = (await owner.post(`/api/tournaments/${id}/generate-super-final`)).body;
    const beforeFinal = await card(detail.publicToken);
    const [final, thirdPlace] = detail.matches.filter((m: { matchType: string }) => m.matchType === 'final');
    await owner.patch(`/api/matches/${final.id}`, { team1Score: 6, team2Score: 4 });
    detail = (await owner.patch(`/api/matches/${thirdPlace.id}`, { team1Score: 2, team2Score: 6 })).body;

    const podiumCard = rankingCardModel(detail, 'pt-BR');
    expect(podiumCard.headline).toBe('Ranking final');
    if (podiumCard.body.kind !== 'podiums') throw new Error(podiumCard.body.kind);
    const nameOf = (playerId: string) => detail.players.find((p: { id: string }) => p.id === playerId).name;
    expect(podiumCard.body.podiums).toEqual([
      {
        title: 'Pódio dos Grupos A e B',
        pending: null,
        teams: [
          { place: 1, label: 'Campeões', names: `${nameOf(final.player1Id)} / ${nameOf(final.player2Id)}` },
          {
            place: 2,
            label: 'Vice-campeões',
            names: `${nameOf(final.player3Id)} / ${nameOf(final.player4Id)}`,
          },
          {
            place: 3,
            label: '3º lugar',
            names: `${nameOf(thirdPlace.player3Id)} / ${nameOf(thirdPlace.player4Id)}`,
          },
          {
            place: 4,
            label: '4º lugar',
            names: `${nameOf(thirdPlace.player1Id)} / ${nameOf(thirdPlace.player2Id)}`,
          },
        ],
      },
    ]);
    const afterFinal = await card(detail.publicToken);
    expect(pngSize(afterFinal.bytes)).toEqual({ width: 1080, height: 1080 });
    expect(differingPixels(beforeFinal.bytes, afterFinal.bytes)).toBeGreaterThan(0);
  });

  it('says a tournament ended early is a final ranking ended before the finish, in the language asked', async () => {
    const tournament = await super8('Encerrado cedo');
    await owner.patch(`/api/matches/${tournament.matches[0]!.id}`, { team1Score: 6, team2Score: 2 });
    const { revision } = (await owner.get(`/api/tournaments/${tournament.id}`)).body;
    const ended = await owner.post(`/api/tournaments/${tournament.id}/changes`, {
      kind: 'end',
      basedOnRevision: revision,
    });
    expect(ended.status).toBe(201);
    const detail = (await owner.get(`/api/tournaments/${tournament.id}`)).body as PublicTournament;
    expect(detail).toMatchObject({ status: 'completed', ended: true });
    expect(rankingCardModel(detail, 'pt-BR').headline).toBe('Ranking final · encerrado antes do fim');
    expect(rankingCardModel(detail, 'en').headline).toBe('Final ranking · ended early');
    expect(rankingCardModel(detail, 'es').headline).toBe('Ranking final · terminado antes de tiempo');
  });

  it('ranks an Americano to 24 points and a Mexicano by points won, with the matches each played', async () => {
    const ten = [...EIGHT, 'Iara', 'Kaká'];
    const { id } = (
      await owner.post('/api/tournaments', {
        name: 'Americano a 24',
        tournamentType: 'americano',
        players: ten,
        courts: 2,
        rounds: 3,
        scoring: { mode: 'points', total: 24 },
      })
    ).body;
    let detail = (await owner.get(`/api/tournaments/${id}`)).body as PublicTournament;
    for (const [i, m] of detail.matches.entries())
      detail = (await owner.patch(`/api/matches/${m.id}`, { team1Score: 13 + i, team2Score: 11 - i })).body;
    const model = rankingCardModel(detail, 'en');
    expect(model).toMatchObject({ format: 'Americano', headline: 'Final ranking' });
    if (model.body.kind !== 'ranking') throw new Error(model.body.kind);
    expect(model.body.columns).toEqual({
      matches: 'Played',
      points: 'Points won',
      wins: 'Wins',
      gameBalance: 'Points +/-',
    });
    // Points won (with the rest credit), not 3 a win: the top row has more than 3 × its wins.
    expect(model.body.rows).toEqual(
      detail.ranking.slice(0, 8).map((r) => ({
        place: r.position,
        name: r.playerName,
        matches: r.wins + r.losses + r.draws,
        points: r.points,
        wins: r.wins,
        gameBalance: r.gameBalance,
      })),
    );
    expect(model.body.rows[0]!.points).toBeGreaterThan(3 * model.body.rows[0]!.wins!);
    // Ten players, 3 rounds of 2 courts: some rested more than others.
    expect(new Set(detail.ranking.map((r) => r.wins + r.losses + r.draws)).size).toBeGreaterThan(1);
    const americanoCard = await card(detail.publicToken, '', 'es');
    expect(pngSize(americanoCard.bytes)).toEqual({ width: 1080, height: 1080 });

    const mexicano = (
      await owner.post('/api/tournaments', {
        name: 'Mexicano de sábado',
        tournamentType: 'mexicano',
        players: [...EIGHT, 'Iara'],
        courts: 2,
      })
    ).body;
    let round = (await owner.get(`/api/tournaments/${mexicano.id}`)).body as PublicTournament;
    for (const m of round.matches)
      round = (await owner.patch(`/api/matches/${m.id}`, { team1Score: 6, team2Score: 2 })).body;
    const mexicanoModel = rankingCardModel(round, 'pt-BR');
    expect(mexicanoModel).toMatchObject({ format: 'Mexicano', headline: 'Ranking ao vivo' });
    if (mexicanoModel.body.kind !== 'ranking') throw new Error(mexicanoModel.body.kind);
    expect(mexicanoModel.body.columns).toEqual({
      matches: 'Jogos',
      points: 'Pontos',
      wins: 'Vitórias',
      gameBalance: 'Saldo',
    });
    // Nine players on two courts: the one who rested round 1 has played none (and ranks last).
    const played = round.ranking.map((r) => r.wins + r.losses + r.draws);
    expect(played).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(mexicanoModel.body.rows.map((r) => r.matches)).toEqual(played.slice(0, 8));
    const mexicanoCard = await card(round.publicToken);
    expect(pngSize(mexicanoCard.bytes)).toEqual({ width: 1080, height: 1080 });
    // A Super 8 has no column of matches played: everyone plays the same.
    const super8Model = rankingCardModel(await super8(), 'pt-BR');
    if (super8Model.body.kind !== 'ranking') throw new Error(super8Model.body.kind);
    expect(super8Model.body.columns.matches).toBeUndefined();
    if (process.env.CARD_SHOTS) {
      writeFileSync(`${process.env.CARD_SHOTS}/card-americano-points-es.png`, americanoCard.bytes);
      writeFileSync(`${process.env.CARD_SHOTS}/card-mexicano-pt-BR.png`, mexicanoCard.bytes);
      writeFileSync(
        `${process.env.CARD_SHOTS}/card-americano-points-en.png`,
        (await card(detail.publicToken, '', 'en')).bytes,
      );
      writeFileSync(
        `${process.env.CARD_SHOTS}/card-americano-points-pt-BR.png`,
        (await card(detail.publicToken)).bytes,
      );
    }
  });
});
