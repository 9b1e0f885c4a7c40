// Sessions: loads the signed-in user for API requests from the `sid` cookie, and starts and ends
// sessions. The API door (plugins/api.ts) answers 401 for routes that need one
// (docs/product.md#sessions).
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import type { User } from '../db/schema/index.js';
import { unauthorized } from '../errors.js';
import { isPageRequest } from './spa.js';
import {
  ABSOLUTE_TTL_MS,
  createSession,
  destroySession,
  findSessionUser,
} from '../services/sessions.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock; secureCookies: boolean }) => {
    const { db, clock, secureCookies } = opts;
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // The API's requests, and the pages, whose HTML carries the signed-in user (plugins/spa.ts).
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') && !isPageRequest(request)) return;
      const sid = request.cookies[SESSION_COOKIE];
      if (!sid || sid.length !== 32) return;
      const user = await findSessionUser(db, sid, clock());
      if (user) {
        request.user = user;
        request.sessionId = sid;
      }
    });

    app.decorate('sessions', {
      /** Starts a fresh session (rotating away any previous one) and sets the cookie. */
      async start(request: FastifyRequest, reply: FastifyReply, userId: number) {
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await destroySession(db, previous);
        const sid = await createSession(db, userId, clock());
        reply.setCookie(SESSION_COOKIE, sid, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: ABSOLUTE_TTL_MS / 1000,
        });
        request.sessionId = sid;
      },
      async end(request: FastifyRequest, reply: FastifyReply) {
        const sid = request.cookies[SESSION_COOKIE];
        if (sid) await destroySession(db, sid);
        reply.clearCookie(SESSION_COOKIE, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
        });
        request.user = null;
        request.sessionId = null;
      },
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

/** The signed-in user of a route that is not public (the door has checked there is one). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
