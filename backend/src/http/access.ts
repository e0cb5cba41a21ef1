import { type CreatableFormat, DomainError, TABLET_CODE_HEADER } from '@rodada/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared on every API route (`config: { access }`) and checked before
 * Fastify validates its params, query and body (a `preValidation` hook): a caller without the
 * right hears 401 or 403, never a 400 with field errors or a 404 about an id it may not ask about.
 *
 * - `public`: anyone (the service may still narrow what it answers);
 * - `signedIn`: a session (401 without);
 * - `club`: a Quadra or an administrator (401 signed out, 403 for a plain user);
 * - `admin`: an administrator (401 signed out, 403 for anyone else);
 * - `tablet`: a valid `x-tablet-code` of an owner who can still act (401 `tablet.codeInvalid`);
 * - `tabletOrSignedIn`: a valid code when the header is sent, a session otherwise.
 *
 * Routes under `/api/admin/` are `admin` and routes under `/api/tablet/` are `tablet` unless they
 * say otherwise; any other `/api/` route that does not say refuses to start the server. The
 * operation's `x-access` in the OpenAPI document carries the declaration.
 */
export type Access = 'public' | 'signedIn' | 'club' | 'admin' | 'tablet' | 'tabletOrSignedIn';

/** What a valid tablet code lets its holder do: act for its owner, on one tournament of one format. */
export interface TabletGrant {
  readonly codeId: string;
  readonly ownerId: string;
  readonly tournamentType: CreatableFormat;
  readonly tournamentId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The grant of the request's tablet code, once the access check has read it. */
    tabletGrant: TabletGrant | null;
  }
}

/** Paths served by plugins (the API explorer) rather than by the slices' routes. */
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

function defaultAccess(url: string): Access | undefined {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/tablet/')) return 'tablet';
  return undefined;
}

/** Registers the declaration check (at start-up) and the access check (on every request). */
export function registerAccess(
  app: FastifyInstance,
  authoriseTablet: (header: unknown) => Promise<TabletGrant>,
): void {
  app.decorateRequest('tabletGrant', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.test(route.url)) return;
    const access = route.config?.access ?? defaultAccess(route.url);
    if (!access)
      throw new Error(
        `${route.method} ${route.url} does not say who may call it: add config: { access } (http/access.ts)`,
      );
    route.config = { ...route.config, access };
    // The OpenAPI document names it too (the authorise-first test reads it from there).
    route.schema = { ...(route.schema ?? {}), 'x-access': access } as typeof route.schema;
  });

  const asTablet = async (request: FastifyRequest) => {
    request.tabletGrant = await authoriseTablet(request.headers[TABLET_CODE_HEADER]);
  };
  const signedIn = (request: FastifyRequest) => {
    if (!request.user) throw new DomainError('auth.unauthenticated');
    return request.user;
  };

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    switch (access) {
      case undefined:
      case 'public':
        return;
      case 'signedIn':
        signedIn(request);
        return;
      case 'club': {
        const user = signedIn(request);
        if (!user.isAdmin && user.userType !== 'Quadra') throw new DomainError('auth.forbidden');
        return;
      }
      case 'admin':
        if (!signedIn(request).isAdmin) throw new DomainError('auth.forbidden');
        return;
      case 'tablet':
        await asTablet(request);
        return;
      case 'tabletOrSignedIn':
        if (request.headers[TABLET_CODE_HEADER] !== undefined) await asTablet(request);
        else signedIn(request);
        return;
      default: {
        const unknown: never = access;
        throw new Error(`unknown access ${String(unknown)}`);
      }
    }
  });
}
