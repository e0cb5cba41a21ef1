import { randomUUID } from 'node:crypto';
import type { PublicTournament, TournamentDetail } from '@rodada/events';
import type { Socket } from 'socket.io-client';
import { type ApiClient, apiClient, signedInAdmin } from './apiClient';
import { liveSocket } from './liveSocket';
import type { TestServer } from './testServer';

export const EIGHT_PLAYERS = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'] as const;

/** A new organiser with one credit, signed in, and the Super 8 on 2 courts they created. */
export async function organiserWithTournament(
  server: TestServer,
): Promise<{ owner: ApiClient; ownerId: string; tournament: TournamentDetail }> {
  const admin = await signedInAdmin(server);
  const owner = apiClient(server);
  const registered = await owner.post('/api/register', {
    name: 'Dona do Clube',
    email: `${randomUUID().slice(0, 8)}@clube.com.br`,
    password: 'senha123',
    terms: true,
  });
  await admin.post(`/api/admin/users/${registered.body.id}/credits`, { credits: 1, reason: 'bonus' });
  const created = await owner.post('/api/tournaments', {
    name: 'Sábado',
    courts: 2,
    players: EIGHT_PLAYERS,
    tournamentType: 'super8',
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  const tournament = (await owner.get(`/api/tournaments/${created.body.id}`)).body as TournamentDetail;
  return { owner, ownerId: registered.body.id, tournament };
}

/** A spectator's socket watching a public board, and every `tournament:update` it receives. */
export async function publicWatcher(
  server: Pick<TestServer, 'url'>,
  publicToken: string,
): Promise<{ socket: Socket; updates: PublicTournament[] }> {
  const socket = await liveSocket(server);
  const ack = await new Promise((resolve) => socket.emit('watch', { publicToken }, resolve));
  if (!(ack as { ok?: boolean }).ok) throw new Error(`watch refused: ${JSON.stringify(ack)}`);
  const updates: PublicTournament[] = [];
  socket.on('tournament:update', (body: PublicTournament) => updates.push(body));
  return { socket, updates };
}
