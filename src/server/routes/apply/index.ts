// The public guest form (docs/product.md#guest-form): GET /apply/<slug> is the page, POST sends an
// application (a plain HTML form post, so it works without the app), GET /apply/<slug>/thanks
// thanks the applicant. Answers are HTML, never JSON: this module has its own body parser, error
// page and 404 for every /apply address, so nothing under /apply reaches the app's fallback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applicationSchema, GUEST_FORM_MESSAGES } from '#shared/schemas/guest-form.js';
import { GUEST_LIMITS } from '#shared/schemas/guests.js';
import type { ApiOptions } from '#server/plugins/api.js';
import { findOpenForm, landApplication } from '#server/services/guest-form.js';
import type { OpenForm } from '#server/services/guest-form.js';
import {
  databaseCounter,
  GUEST_FORM_LIMITS_PER,
  redisCounter,
} from '#server/services/guest-form-limits.js';
import type { HitCounter } from '#server/services/guest-form-limits.js';
import { HttpError } from '#server/errors.js';
import { APP_ICON, readManifest, STANDALONE_PAGES } from '../../web-pages.js';
import {
  NOT_SENT,
  renderFormPage,
  renderNoticePage,
  renderNotFoundPage,
  renderThanksPage,
  SPAM_CHECK_NOT_RUN,
} from './page.js';
import type { FormState, FormView, PageAssets } from './page.js';

const FIELDS = ['name', 'email', 'pitch', 'title', 'organization', 'phoneNumber', 'linkedinUrl'];
/**
 * The largest body an application within the fields' limits can make: every character of every
 * field at its longest as three UTF-8 bytes, each percent-encoded (9 bytes: a pitch in Chinese or
 * Japanese is that), plus 4 KB for the captcha and the field names. Anything larger is refused
 * unread (413).
 */
const BODY_LIMIT =
  9 *
    (GUEST_LIMITS.name +
      GUEST_LIMITS.email +
      GUEST_LIMITS.details +
      2 * GUEST_LIMITS.text +
      GUEST_LIMITS.phoneNumber +
      GUEST_LIMITS.url) +
  4096;
const HONEYPOT = 'website';

/** C0 controls and DEL, but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The built files the pages name: the captcha script and the app's icon (its own favicon, so the
 * browser does not ask for /favicon.ico), or nulls without a build (API tests).
 */
function pageAssets(webRoot: string): PageAssets & { script: string | null } {
  if (!existsSync(path.join(webRoot, '.vite', 'manifest.json')))
    return { script: null, icon: null };
  const manifest = readManifest(webRoot);
  const file = (key: string) => (manifest[key] ? `/${manifest[key].file}` : null);
  return { script: file(STANDALONE_PAGES['/apply/:slug']), icon: file(APP_ICON) };
}

export async function applyRoutes(app: FastifyInstance, opts: ApiOptions) {
  const { ctx, redis } = opts;
  const { script, ...assets } = pageAssets(opts.webRoot);
  // The instances' shared Redis when there is one (app.ts opens and closes it), else the database.
  const inDatabase = databaseCounter(ctx.db);
  const counter: HitCounter = redis ? redisCounter(redis, inDatabase) : inDatabase;

  // Scoped to this module: the API keeps accepting JSON only. Control characters (no keyboard
  // types one; a paste from a binary file can hold them) are dropped from the answers, tab and line
  // breaks aside: the API would refuse a NUL with its own 400 and the applicant would lose what
  // they typed, and the others would reach the host's board as boxes. A line break
  // arrives as CRLF, as every form post sends it, and is kept as one character: the text box's
  // length limit counted it as one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        fields[key] = value.replaceAll(CONTROL_CHARACTERS, '').replaceAll('\r\n', '\n');
      }
      done(null, fields);
    },
  );

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(html);
  const notFoundPage = (reply: FastifyReply) => sendHtml(reply, 404, renderNotFoundPage(assets));

  app.setErrorHandler(async (error: HttpError & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'guest form failed');
    const message =
      status === 413
        ? 'Your application is too long. Please shorten it and send it again.'
        : status < 500
          ? 'This request could not be read. Please go back and send the form again.'
          : 'Something went wrong on our side. Please try again.';
    return sendHtml(reply, status, renderNoticePage(NOT_SENT, message, assets));
  });

  const view = (open: OpenForm, slug: string): FormView => ({
    slug,
    showName: open.showName,
    intro: open.form.intro,
    askPhone: open.form.askPhone,
    askLinkedin: open.form.askLinkedin,
    captcha: ctx.captcha.publicConfig,
    scriptUrl: script,
    ...assets,
  });

  const publicRoute = { config: { public: true }, schema: { hide: true } };
  type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

  app.get('/apply/:slug', publicRoute, async (request: SlugRequest, reply) => {
    const open = await findOpenForm(ctx.db, request.params.slug);
    if (!open) return notFoundPage(reply);
    return sendHtml(
      reply,
      200,
      renderFormPage(view(open, open.form.slug), { values: {}, errors: {} }),
    );
  });

  app.get('/apply/:slug/thanks', publicRoute, async (request: SlugRequest, reply) => {
    const open = await findOpenForm(ctx.db, request.params.slug);
    if (!open) return notFoundPage(reply);
    return sendHtml(reply, 200, renderThanksPage(open.showName, assets));
  });

  app.post(
    '/apply/:slug',
    { ...publicRoute, bodyLimit: BODY_LIMIT },
    async (request: SlugRequest, reply) => {
      const open = await findOpenForm(ctx.db, request.params.slug);
      if (!open) return notFoundPage(reply);
      const slug = open.form.slug;
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const values: Record<string, string> = {};
      for (const name of FIELDS) {
        const value = body[name];
        if (typeof value === 'string') values[name] = value;
      }
      if (!open.form.askPhone) delete values.phoneNumber;
      if (!open.form.askLinkedin) delete values.linkedinUrl;
      const page = (status: number, state: Omit<FormState, 'values'>) =>
        sendHtml(reply, status, renderFormPage(view(open, slug), { values, ...state }));

      const parsed = applicationSchema.safeParse(values);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? '');
          errors[name] ??= issue.message;
        }
        // The spam check is not spent yet: a solution still good keeps for the next try.
        const token = body.captcha;
        const keep = typeof token === 'string' && token !== '' && (await ctx.captcha.usable(token));
        return page(400, { errors, ...(keep && { captchaToken: token }) });
      }

      // A bot that filled the hidden field is thanked like anyone else, and nothing lands.
      const thanks = () => reply.code(303).header('Location', `/apply/${slug}/thanks`).send();
      if (typeof body[HONEYPOT] === 'string' && body[HONEYPOT] !== '') return thanks();

      const now = ctx.clock();
      const ipHits = await counter.hit(`ip:${request.ip}`, GUEST_FORM_LIMITS_PER.ip.windowMs, now);
      if (ipHits > GUEST_FORM_LIMITS_PER.ip.max) {
        reply.header('Retry-After', String(GUEST_FORM_LIMITS_PER.ip.windowMs / 1000));
        return page(429, { errors: {}, message: GUEST_FORM_MESSAGES.tooManyFromYou });
      }

      const token = body.captcha ?? body['g-recaptcha-response'];
      try {
        await ctx.captcha.verify(typeof token === 'string' ? token : '', request.hostname);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
        // The fields passed: the alert says the application was not sent, and why. No solution
        // at all is a browser without JavaScript (or one that sent before the check ran).
        const unsolved = typeof token !== 'string' || token === '';
        return page(400, {
          errors: { captcha: unsolved ? SPAM_CHECK_NOT_RUN : error.message },
          message: NOT_SENT,
        });
      }

      const formHits = await counter.hit(
        `form:${open.form.id}`,
        GUEST_FORM_LIMITS_PER.form.windowMs,
        now,
      );
      if (formHits > GUEST_FORM_LIMITS_PER.form.max) {
        return page(429, { errors: {}, message: GUEST_FORM_MESSAGES.tooManyForForm });
      }

      await landApplication(ctx, open, parsed.data);
      return thanks();
    },
  );

  // Every other address under /apply, by any method, is this module's 404 page, not the app's:
  // answered before any body is read, so no body makes it another answer.
  const otherAddress = {
    ...publicRoute,
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => notFoundPage(reply),
  };
  const unreached = async () => undefined;
  app.all('/apply/*', otherAddress, unreached);
  app.all('/apply', otherAddress, unreached);
}
