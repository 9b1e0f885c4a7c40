// Captcha routes: which provider the widget should show, and ALTCHA challenges.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export async function captchaRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { captcha } = opts.ctx;
  app.get(
    '/api/captcha/config',
    { schema: { tags: ['captcha'] } },
    async () => captcha.publicConfig,
  );
  app.get('/api/captcha/challenge', { schema: { tags: ['captcha'] } }, async () =>
    captcha.createChallenge(),
  );
}
