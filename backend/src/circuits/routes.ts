import {
  AddCircuitTournamentRequestSchema,
  CircuitDetailSchema,
  CircuitIdParamsSchema,
  CircuitListSchema,
  CircuitPublicTokenParamsSchema,
  CircuitTournamentParamsSchema,
  CreateCircuitRequestSchema,
  PublicCircuitSchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, commandContext } from '../commands/context';
import { CardQuerySchema, RankingCards } from '../tournaments';
import { circuitCardSource } from './card';
import type { CircuitService } from './service';

/** The organiser's circuits and their public standings: each route parses, calls the service, shapes the answer. */
export async function circuitRoutes(
  base: FastifyInstance,
  { circuits }: { readonly circuits: CircuitService },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cards = new RankingCards(circuitCardSource((publicToken) => circuits.publicBody(publicToken)));

  app.post(
    '/circuits',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['circuits'],
        summary: 'A circuit (season): a points table per place, a participation bonus and a tie rule',
        body: CreateCircuitRequestSchema,
        response: { 201: CircuitDetailSchema },
      },
    },
    async (request, reply) => {
      const { id } = await circuits.create(commandContext(request), request.body);
      return reply.status(201).send(await circuits.detail(actorOf(request), id));
    },
  );

  app.get(
    '/circuits',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['circuits'],
        summary: 'The organiser’s circuits, newest first',
        response: { 200: CircuitListSchema },
      },
    },
    async (request) => circuits.list(actorOf(request)),
  );

  app.get(
    '/circuits/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['circuits'],
        summary: 'The circuit, its tournaments and its standings (only completed tournaments score)',
        params: CircuitIdParamsSchema,
        response: { 200: CircuitDetailSchema },
      },
    },
    async (request) => circuits.detail(actorOf(request), request.params.id),
  );

  app.post(
    '/circuits/:id/tournaments',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['circuits'],
        summary:
          'Counts one of the organiser’s tournaments in the circuit (a tournament counts in one circuit)',
        params: CircuitIdParamsSchema,
        body: AddCircuitTournamentRequestSchema,
        response: { 200: CircuitDetailSchema },
      },
    },
    async (request) => {
      const { id } = await circuits.addTournament(
        commandContext(request),
        request.params.id,
        request.body.tournamentId,
      );
      return circuits.detail(actorOf(request), id);
    },
  );

  app.delete(
    '/circuits/:id/tournaments/:tournamentId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['circuits'],
        summary: 'The tournament no longer counts in the circuit',
        params: CircuitTournamentParamsSchema,
        response: { 200: CircuitDetailSchema },
      },
    },
    async (request) => {
      const { id } = await circuits.removeTournament(
        commandContext(request),
        request.params.id,
        request.params.tournamentId,
      );
      return circuits.detail(actorOf(request), id);
    },
  );

  app.get(
    '/public/circuits/:publicToken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circuits'],
        summary: 'A circuit’s public standings (live over Socket.IO: `watchCircuit`, `circuit:update`)',
        params: CircuitPublicTokenParamsSchema,
        response: { 200: PublicCircuitSchema },
      },
    },
    async (request) => circuits.publicBody(request.params.publicToken),
  );

  app.get(
    '/public/circuits/:publicToken/card.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['circuits'],
        summary: 'The standings card to share: a 1080×1080 PNG (`lang` overrides Accept-Language)',
        params: CircuitPublicTokenParamsSchema,
        querystring: CardQuerySchema,
      },
    },
    async (request, reply) =>
      cards.reply(
        reply,
        request.params.publicToken,
        request.query.lang ?? request.language,
        request.headers['if-none-match'],
      ),
  );
}
