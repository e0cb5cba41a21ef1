import {
  MergeRosterEntriesRequestSchema,
  PublicPlayerParamsSchema,
  PublicPlayerSchema,
  RenameRosterEntryRequestSchema,
  RosterEntryDetailSchema,
  RosterIdParamsSchema,
  RosterListSchema,
  RosterPrivacyRequestSchema,
  RosterPrivacySchema,
  RosterQuerySchema,
} from '@rodada/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, commandContext } from '../commands/context';
import type { RosterService } from './service';

const EntryIdSchema = z.object({ id: z.uuid() });

/** The organiser's players: each route parses, calls the roster service and shapes the answer. */
export async function rosterRoutes(
  base: FastifyInstance,
  { roster }: { readonly roster: RosterService },
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/roster',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roster'],
        summary:
          'The organiser’s players whose name or a word of it starts with `query` (accents and case ignored)',
        querystring: RosterQuerySchema,
        response: { 200: RosterListSchema },
      },
    },
    async (request) => roster.search(actorOf(request), request.query.query, request.query.all === 'true'),
  );

  app.get(
    '/roster/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['roster'], params: RosterIdParamsSchema, response: { 200: RosterEntryDetailSchema } },
    },
    async (request) => roster.entry(actorOf(request), request.params.id),
  );

  app.patch(
    '/roster/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roster'],
        params: RosterIdParamsSchema,
        body: RenameRosterEntryRequestSchema,
        response: { 200: EntryIdSchema },
      },
    },
    async (request) => roster.rename(commandContext(request), request.params.id, request.body.name),
  );

  app.post(
    '/roster/:id/merge',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roster'],
        summary: 'The entry is the same person as `intoId`: its tournaments and names become theirs',
        params: RosterIdParamsSchema,
        body: MergeRosterEntriesRequestSchema,
        response: { 200: EntryIdSchema },
      },
    },
    async (request) => roster.merge(commandContext(request), request.params.id, request.body.intoId),
  );

  app.delete(
    '/roster/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roster'],
        summary:
          'LGPD: erases the player: the entry and the tournament players it was are anonymised everywhere',
        params: RosterIdParamsSchema,
        response: { 200: EntryIdSchema },
      },
    },
    async (request) => roster.erase(commandContext(request), request.params.id),
  );

  app.put(
    '/roster/:id/privacy',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['roster'],
        summary:
          'What the player agreed to show: an opt-in public page (a new link each time it is turned on) and their name on public circuit standings',
        params: RosterIdParamsSchema,
        body: RosterPrivacyRequestSchema,
        response: { 200: RosterPrivacySchema },
      },
    },
    async (request) => roster.setPrivacy(commandContext(request), request.params.id, request.body),
  );

  app.get(
    '/public/players/:publicToken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['roster'],
        summary: 'A player’s opt-in public page: level and tournaments (no partners)',
        params: PublicPlayerParamsSchema,
        response: { 200: PublicPlayerSchema },
      },
    },
    async (request) => roster.publicPage(request.params.publicToken),
  );
}
