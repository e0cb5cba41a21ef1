import {
  CreatedTournamentSchema,
  CreateSuperGroupsRequestSchema,
  CreateTournamentRequestSchema,
  DomainError,
  IdParamsSchema,
  MatchResultRequestSchema,
  PublicTokenParamsSchema,
  PublicTournamentSchema,
  RenamePlayerRequestSchema,
  TieResolutionsRequestSchema,
  TOURNAMENT_COST_TABLE,
  TournamentCostsSchema,
  TournamentDetailSchema,
  TournamentSummarySchema,
  tournamentDecider,
  tournamentStream,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../accounts/auth';
import { handleCommand } from '../commands/handleCommand';
import type { System } from '../system';
import { createSuperGroups, createTournament, derivedUuid } from './creation';
import { publicTournament, tournamentDetail, tournamentsOf } from './queries';

export async function tournamentRoutes(base: FastifyInstance, system: System): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = system.database;
  const settle = async (position: Parameters<typeof system.runner.waitFor>[0] | null) => {
    if (position && !(await system.runner.waitFor(position)))
      app.log.warn('projections lag behind a command');
  };
  /** The owner's (or an admin's) view of a tournament; 404 for anyone else, so ids leak nothing. */
  const detailFor = async (id: string, user: { id: string; isAdmin: boolean }) => {
    const detail = await tournamentDetail(db, id);
    if (!detail || (detail.ownerId !== user.id && !user.isAdmin))
      throw new DomainError('tournament.notFound');
    return detail;
  };
  const matchTournament = async (matchId: string) => {
    const row = await db
      .selectFrom('matches')
      .select('tournament_id')
      .where('id', '=', matchId)
      .executeTakeFirst();
    if (!row) throw new DomainError('match.notFound');
    return row.tournament_id;
  };

  app.get(
    '/api/tournament-costs',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Credits each format costs',
        response: { 200: TournamentCostsSchema },
      },
    },
    async () => TOURNAMENT_COST_TABLE.map((c) => ({ ...c })),
  );

  app.get(
    '/api/tournaments',
    { schema: { tags: ['tournaments'], response: { 200: z.array(TournamentSummarySchema) } } },
    async (request) => tournamentsOf(db, requireUser(request).id),
  );

  app.post(
    '/api/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        body: CreateTournamentRequestSchema,
        response: { 201: CreatedTournamentSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { tournamentId, position } = await createTournament(system.store, {
        ...request.body,
        ownerId: user.id,
      });
      await settle(position);
      return reply.status(201).send({ id: tournamentId });
    },
  );

  app.post(
    '/api/tournaments/super-groups',
    {
      schema: {
        tags: ['tournaments'],
        body: CreateSuperGroupsRequestSchema,
        response: { 201: CreatedTournamentSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { tournamentId, position } = await createSuperGroups(system.store, {
        ...request.body,
        ownerId: user.id,
      });
      await settle(position);
      return reply.status(201).send({ id: tournamentId });
    },
  );

  app.post(
    '/api/tournaments/:id/generate-super-final',
    { schema: { tags: ['tournaments'], params: IdParamsSchema, response: { 200: TournamentDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      const id = request.params.id;
      const result = await handleCommand(system.store, tournamentStream(id), tournamentDecider, {
        type: 'GenerateSuperFinal',
        by: user.id,
        newMatchId: (key) => derivedUuid(id, key),
        now: new Date(),
      });
      await settle(result.position);
      return detailFor(id, user);
    },
  );

  app.post(
    '/api/tournaments/:id/resolve-tiebreaks',
    {
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: TieResolutionsRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const id = request.params.id;
      const result = await handleCommand(system.store, tournamentStream(id), tournamentDecider, {
        type: 'ResolveTiebreaks',
        resolutions: request.body.resolutions.map((r) => ({ ...r, reasoning: r.reasoning ?? '' })),
        by: admin.id,
        now: new Date(),
      });
      await settle(result.position);
      return detailFor(id, admin);
    },
  );

  app.get(
    '/api/tournaments/:id',
    { schema: { tags: ['tournaments'], params: IdParamsSchema, response: { 200: TournamentDetailSchema } } },
    async (request) => detailFor(request.params.id, requireUser(request)),
  );

  app.get(
    '/api/public/tournaments/:publicToken',
    {
      schema: {
        tags: ['tournaments'],
        params: PublicTokenParamsSchema,
        response: { 200: PublicTournamentSchema },
      },
    },
    async (request) => {
      const body = await publicTournament(db, request.params.publicToken);
      if (!body) throw new DomainError('tournament.notFound');
      return body;
    },
  );

  app.patch(
    '/api/matches/:id',
    {
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: MatchResultRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tournamentId = await matchTournament(request.params.id);
      const result = await handleCommand(system.store, tournamentStream(tournamentId), tournamentDecider, {
        type: 'RecordScore',
        matchId: request.params.id,
        team1Score: request.body.team1Score,
        team2Score: request.body.team2Score,
        by: user.id,
        now: new Date(),
      });
      await settle(result.position);
      return detailFor(tournamentId, user);
    },
  );

  app.patch(
    '/api/players/:id',
    {
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: RenamePlayerRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('tournament_players')
        .select('tournament_id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new DomainError('player.notFound');
      const result = await handleCommand(
        system.store,
        tournamentStream(row.tournament_id),
        tournamentDecider,
        {
          type: 'RenamePlayer',
          playerId: request.params.id,
          name: request.body.name,
          by: user.id,
          now: new Date(),
        },
      );
      await settle(result.position);
      return detailFor(row.tournament_id, user);
    },
  );
}
