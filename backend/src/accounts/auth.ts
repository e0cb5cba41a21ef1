import { DomainError, type SessionUser } from '@rodada/events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_ME_DAYS, SESSION_COOKIE, type Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/**
 * Resolves the session cookie of every API request into `request.user` (null when anonymous),
 * before the route's access check and input validation (`http/access.ts`).
 */
export function registerAuthentication(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preValidation', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.sessionToken = token;
    request.user = await sessions.resolve(token);
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new DomainError('auth.unauthenticated');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new DomainError('auth.forbidden');
  return user;
}

/**
 * Sets the session cookie. `Secure` comes from the configuration (production, or an https public
 * address), never from a request header a client could send.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { readonly remember: boolean; readonly secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    // Without "remember me" the cookie lives as long as the browser session.
    ...(options.remember ? { maxAge: REMEMBER_ME_DAYS * 24 * 60 * 60 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
