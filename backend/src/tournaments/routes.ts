import {
  AdminTieIssueSchema,
  AppliedChangeSchema,
  ChangeEntrySchema,
  ChangeParamsSchema,
  ChangePreviewSchema,
  ChangeRequestSchema,
  CreatedTournamentSchema,
  CreateSuperGroupsRequestSchema,
  CreateTournamentRequestSchema,
  IdParamsSchema,
  MatchResultRequestSchema,
  PublicTokenParamsSchema,
  PublicTournamentSchema,
  RenamePlayerRequestSchema,
  StartSlotTimerRequestSchema,
  TieResolutionsRequestSchema,
  TOURNAMENT_COST_TABLE,
  TournamentCostsSchema,
  TournamentDetailSchema,
  TournamentSummarySchema,
  UndoChangeRequestSchema,
  UndoneChangeSchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, commandContext } from '../commands/context';
import { CardQuerySchema, RankingCards, tournamentCardSource } from './card/rankingCards';
import type { TournamentService } from './service';

/** Tournament routes: each parses, calls the tournaments service and shapes the answer. */
export async function tournamentRoutes(
  base: FastifyInstance,
  { tournaments }: { readonly tournaments: TournamentService },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cards = new RankingCards(tournamentCardSource((publicToken) => tournaments.publicBody(publicToken)));

  app.get(
    '/tournament-costs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        summary: 'Credits each format costs',
        response: { 200: TournamentCostsSchema },
      },
    },
    async () => TOURNAMENT_COST_TABLE.map((c) => ({ ...c })),
  );

  app.get(
    '/tournaments',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['tournaments'], response: { 200: z.array(TournamentSummarySchema) } },
    },
    async (request) => tournaments.list(actorOf(request)),
  );

  app.post(
    '/tournaments',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        body: CreateTournamentRequestSchema,
        response: { 201: CreatedTournamentSchema },
      },
    },
    async (request, reply) => {
      const { tournamentId } = await tournaments.create(commandContext(request), request.body);
      return reply.status(201).send({ id: tournamentId });
    },
  );

  app.post(
    '/tournaments/super-groups',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        body: CreateSuperGroupsRequestSchema,
        response: { 201: CreatedTournamentSchema },
      },
    },
    async (request, reply) => {
      const { tournamentId } = await tournaments.createSuperGroups(commandContext(request), request.body);
      return reply.status(201).send({ id: tournamentId });
    },
  );

  app.post(
    '/tournaments/:id/generate-super-final',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['tournaments'], params: IdParamsSchema, response: { 200: TournamentDetailSchema } },
    },
    async (request) => {
      const { tournamentId } = await tournaments.generateSuperFinal(
        commandContext(request),
        request.params.id,
      );
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.post(
    '/tournaments/:id/rounds',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary: 'Mexicano: draw the next round from the standings (409 until the latest round is complete)',
        params: IdParamsSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const { tournamentId } = await tournaments.drawMexicanoRound(
        commandContext(request),
        request.params.id,
      );
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.post(
    '/tournaments/:id/end',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary: 'End a tournament as its owner: irreversible, what is unplayed stays unplayed',
        params: IdParamsSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const { tournamentId } = await tournaments.end(commandContext(request), request.params.id);
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.post(
    '/tournaments/:id/resolve-tiebreaks',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: TieResolutionsRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const resolutions = request.body.resolutions.map((r) => ({ ...r, reasoning: r.reasoning ?? '' }));
      const { tournamentId } = await tournaments.resolveTiebreaks(
        commandContext(request),
        request.params.id,
        resolutions,
      );
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.get(
    '/admin/tie-issues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Super 16 / 32 groups waiting for a tie resolution, oldest first',
        response: { 200: z.array(AdminTieIssueSchema) },
      },
    },
    async (request) => tournaments.tieIssues(actorOf(request)),
  );

  app.get(
    '/tournaments/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['tournaments'], params: IdParamsSchema, response: { 200: TournamentDetailSchema } },
    },
    async (request) => tournaments.detail(actorOf(request), request.params.id),
  );

  app.get(
    '/public/tournaments/:publicToken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        params: PublicTokenParamsSchema,
        response: { 200: PublicTournamentSchema },
      },
    },
    async (request) => tournaments.publicBody(request.params.publicToken),
  );

  app.get(
    '/public/tournaments/:publicToken/card.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        summary: 'The ranking card to share: a 1080×1080 PNG (`lang` overrides Accept-Language)',
        params: PublicTokenParamsSchema,
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

  app.patch(
    '/matches/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: MatchResultRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const { tournamentId } = await tournaments.recordScore(commandContext(request), request.params.id, {
        team1Score: request.body.team1Score,
        team2Score: request.body.team2Score,
        basedOnVersion: request.body.basedOnVersion,
      });
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.post(
    '/tournaments/:id/timers',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary: "Timed scoring: starts the clock of a time slot's matches",
        params: IdParamsSchema,
        body: StartSlotTimerRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const { tournamentId } = await tournaments.startSlotTimer(
        commandContext(request),
        request.params.id,
        request.body.slot,
      );
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.patch(
    '/players/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        params: IdParamsSchema,
        body: RenamePlayerRequestSchema,
        response: { 200: TournamentDetailSchema },
      },
    },
    async (request) => {
      const { tournamentId } = await tournaments.renamePlayer(
        commandContext(request),
        request.params.id,
        request.body.name,
      );
      return tournaments.detail(actorOf(request), tournamentId);
    },
  );

  app.post(
    '/tournaments/:id/changes',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary:
          "A mid-event change (a walkover) based on the detail's revision; `preview: true` answers what would change and writes nothing",
        params: IdParamsSchema,
        body: ChangeRequestSchema,
        response: { 200: ChangePreviewSchema, 201: AppliedChangeSchema },
      },
    },
    async (request, reply) => {
      const answer = await tournaments.applyChange(commandContext(request), request.params.id, request.body);
      return reply.status(answer.preview ? 200 : 201).send(answer);
    },
  );

  app.post(
    '/tournaments/:id/changes/:changeId/undo',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary: 'Undo a change, newest first, while the tournament is not completed',
        params: ChangeParamsSchema,
        body: UndoChangeRequestSchema,
        response: { 200: UndoneChangeSchema },
      },
    },
    async (request) =>
      tournaments.undoChange(
        commandContext(request),
        request.params.id,
        request.params.changeId,
        request.body?.basedOnRevision,
      ),
  );

  app.get(
    '/tournaments/:id/changes',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tournaments'],
        summary: "The tournament's changes, newest first",
        params: IdParamsSchema,
        response: { 200: z.array(ChangeEntrySchema) },
      },
    },
    async (request) => tournaments.changes(actorOf(request), request.params.id),
  );
}
