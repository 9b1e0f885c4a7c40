// What a route may declare in its `config`, read by the one /api door (plugins/api.ts).
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, registration, captcha, health, feeds). */
    public?: boolean;
    /** A malformed id in the path cannot name a record the caller may see: 404 with this message. */
    paramsNotFound?: string;
    /** Likewise for a malformed query string (such as a guestId filter). */
    queryNotFound?: string;
  }
}

export {};
