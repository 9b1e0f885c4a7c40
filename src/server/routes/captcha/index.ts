// Captcha routes: which provider the widget should show, and ALTCHA challenges. Public: the
// sign-in and registration forms need them before there is a session.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context.js';

export async function captchaRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { captcha } = opts.ctx;
  app.get(
    '/api/captcha/config',
    { schema: { tags: ['captcha'] }, config: { public: true } },
    async () => captcha.publicConfig,
  );
  app.get(
    '/api/captcha/challenge',
    { schema: { tags: ['captcha'] }, config: { public: true } },
    async () => captcha.createChallenge(),
  );
}
