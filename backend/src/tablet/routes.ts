import {
  type Actor,
  AppliedChangeSchema,
  ChangeEntrySchema,
  ChangeParamsSchema,
  ChangePreviewSchema,
  ChangeRequestSchema,
  CodeIdParamsSchema,
  CreatedTournamentSchema,
  CreateTournamentCodeRequestSchema,
  IdParamsSchema,
  LinkTournamentCodeRequestSchema,
  MatchResultRequestSchema,
  StartSlotTimerRequestSchema,
  TABLET_CODE_HEADER,
  TabletCreateTournamentRequestSchema,
  TabletTournamentSchema,
  TournamentCodeIdParamsSchema,
  TournamentCodeSchema,
  UndoChangeRequestSchema,
  UndoneChangeSchema,
  ValidateTournamentCodeRequestSchema,
} from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, commandContext } from '../commands/context';
import { send } from '../http/errors';
import { rateLimiter } from '../http/rateLimit';
import { translate } from '../i18n';
import type { SharedCounters } from '../limits';
import type { TournamentService } from '../tournaments';
import type { TabletService } from './service';

/** Code checks one address may make a minute: enough for a person mistyping, far too few to enumerate. */
export const CODE_CHECKS_PER_MINUTE = 10;
/**
 * Tablet calls one address may make a minute: a club's tablets behind one router scoring (and an
 * offline queue replaying), while guessing a code through the header stays hopeless.
 */
export const TABLET_CALLS_PER_MINUTE = 240;

const tabletActor = (codeId: string): Actor => ({ kind: 'tablet', id: codeId });

/** Tablet codes and the court tablet's calls: each parses, calls the tablets service and shapes the answer. */
export interface TabletRoutesOptions {
  readonly tablets: TabletService;
  /** The body a tablet sees of a tournament once its code ends it (the tournaments slice). */
  readonly tabletBody: TournamentService['tabletBody'];
  /** Where the calls per address count (shared by every process). */
  readonly counters: SharedCounters;
}

export async function tabletRoutes(
  base: FastifyInstance,
  { tablets, tabletBody, counters }: TabletRoutesOptions,
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const perAddress = (scope: string, max: number) => rateLimiter(counters, { scope, max, windowMs: 60_000 });
  // Counted on arrival, before the code is checked (`http/access.ts`): guessing codes through the header stays limited.
  const tabletLimit = perAddress('tablet', TABLET_CALLS_PER_MINUTE);
  /**
   * The grant of the request's `x-tablet-code` (already checked before validation, `http/access.ts`),
   * and the command context acting as that tablet.
   */
  const asTablet = async (request: FastifyRequest) => {
    const grant = request.tabletGrant ?? (await tablets.authorise(request.headers[TABLET_CODE_HEADER]));
    return { grant, context: commandContext(request, tabletActor(grant.codeId)) };
  };

  app.get(
    '/tournament-codes',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['tablet'], response: { 200: z.array(TournamentCodeSchema) } },
    },
    async (request) => tablets.listCodes(actorOf(request)),
  );

  app.post(
    '/tournament-codes',
    {
      config: { access: 'club' },
      schema: {
        tags: ['tablet'],
        summary: 'A new tablet code (clubs and administrators; free)',
        body: CreateTournamentCodeRequestSchema,
        response: { 201: TournamentCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tablets.createCode(commandContext(request), request.body.tournamentType)),
  );

  app.delete(
    '/tournament-codes/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tablet'],
        summary: 'Deactivates a code (its owner or an administrator)',
        params: TournamentCodeIdParamsSchema,
        response: { 200: TournamentCodeSchema },
      },
    },
    async (request) => tablets.deactivateCode(commandContext(request), request.params.id),
  );

  app.post(
    '/tournament-codes/validate',
    {
      config: { access: 'public' },
      preHandler: [perAddress('codeCheck', CODE_CHECKS_PER_MINUTE)],
      schema: {
        tags: ['tablet'],
        summary: 'Public code check: the code (active or not), or 404',
        body: ValidateTournamentCodeRequestSchema,
        response: { 200: TournamentCodeSchema },
      },
    },
    async (request, reply) => {
      const code = await tablets.validate(request.body.code);
      if (code) return code;
      return send(reply, 404, {
        code: 'tablet.codeInvalid',
        message: translate(request.language, 'tablet.codeInvalid'),
      });
    },
  );

  app.post(
    '/tournament-codes/:codeId/link',
    {
      config: { access: 'tabletOrSignedIn' },
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "Links a code to its tournament (the code's tablet, its owner or an administrator)",
        params: CodeIdParamsSchema,
        body: LinkTournamentCodeRequestSchema,
        response: { 200: TournamentCodeSchema },
      },
    },
    async (request) => {
      const fromTablet = request.headers[TABLET_CODE_HEADER] !== undefined;
      const { grant, context } = fromTablet
        ? await asTablet(request)
        : { grant: null, context: commandContext(request) };
      return tablets.linkCode(context, request.params.codeId, request.body.tournamentId, grant);
    },
  );

  app.post(
    '/tablet/tournaments',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "Creates the code's tournament, charged to the code's owner",
        body: TabletCreateTournamentRequestSchema,
        response: { 201: CreatedTournamentSchema.extend({ name: z.string() }) },
      },
    },
    async (request, reply) => {
      const { grant, context } = await asTablet(request);
      return reply.status(201).send(await tablets.createTournament(context, grant, request.body));
    },
  );

  app.get(
    '/tablet/tournaments/:id',
    {
      onRequest: [tabletLimit],
      schema: { tags: ['tablet'], params: IdParamsSchema, response: { 200: TabletTournamentSchema } },
    },
    async (request) => {
      const { grant } = await asTablet(request);
      return tablets.tournament(grant, request.params.id);
    },
  );

  app.patch(
    '/tablet/matches/:id',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        params: IdParamsSchema,
        body: MatchResultRequestSchema,
        response: { 200: TabletTournamentSchema },
      },
    },
    async (request) => {
      const { grant, context } = await asTablet(request);
      const { team1Score, team2Score, basedOnVersion } = request.body;
      const { tournamentId } = await tablets.recordScore(context, grant, request.params.id, {
        team1Score,
        team2Score,
        basedOnVersion,
      });
      return tablets.tournament(grant, tournamentId);
    },
  );

  app.post(
    '/tablet/tournaments/:id/timers',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "Timed scoring: starts the clock of a time slot's matches",
        params: IdParamsSchema,
        body: StartSlotTimerRequestSchema,
        response: { 200: TabletTournamentSchema },
      },
    },
    async (request) => {
      const { grant, context } = await asTablet(request);
      const { tournamentId } = await tablets.startSlotTimer(
        context,
        grant,
        request.params.id,
        request.body.slot,
      );
      return tablets.tournament(grant, tournamentId);
    },
  );

  app.post(
    '/tablet/tournaments/:id/rounds',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: 'Mexicano: draws the next round from the standings (409 until the latest round is complete)',
        params: IdParamsSchema,
        response: { 200: TabletTournamentSchema },
      },
    },
    async (request) => {
      const { grant, context } = await asTablet(request);
      const { tournamentId } = await tablets.drawMexicanoRound(context, grant, request.params.id);
      return tablets.tournament(grant, tournamentId);
    },
  );

  app.post(
    '/tablet/tournaments/:id/end',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: 'Ends the tournament (irreversible) and deactivates its code',
        params: IdParamsSchema,
        response: { 200: TabletTournamentSchema },
      },
    },
    async (request) => {
      const { grant, context } = await asTablet(request);
      const { tournamentId } = await tablets.end(context, grant, request.params.id);
      const { ownerId: _owner, ...body } = await tabletBody(tournamentId);
      return { ...body, codeId: grant.codeId };
    },
  );

  app.post(
    '/tablet/tournaments/:id/changes',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "A mid-event change (walkover) on the code's tournament, or its preview (`preview: true`)",
        params: IdParamsSchema,
        body: ChangeRequestSchema,
        response: { 200: ChangePreviewSchema, 201: AppliedChangeSchema },
      },
    },
    async (request, reply) => {
      const { grant, context } = await asTablet(request);
      const answer = await tablets.applyChange(context, grant, request.params.id, request.body);
      return reply.status(answer.preview ? 200 : 201).send(answer);
    },
  );

  app.post(
    '/tablet/tournaments/:id/changes/:changeId/undo',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "Undoes a change of the code's tournament, newest first",
        params: ChangeParamsSchema,
        body: UndoChangeRequestSchema,
        response: { 200: UndoneChangeSchema },
      },
    },
    async (request) => {
      const { grant, context } = await asTablet(request);
      const { id, changeId } = request.params;
      return tablets.undoChange(context, grant, id, changeId, request.body?.basedOnRevision);
    },
  );

  app.get(
    '/tablet/tournaments/:id/changes',
    {
      onRequest: [tabletLimit],
      schema: {
        tags: ['tablet'],
        summary: "The history of the code's tournament, newest first",
        params: IdParamsSchema,
        response: { 200: z.array(ChangeEntrySchema) },
      },
    },
    async (request) => {
      const { grant } = await asTablet(request);
      return tablets.changes(grant, request.params.id);
    },
  );
}
