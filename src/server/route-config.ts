// What a route may declare in its `config`, read by the one /api door (plugins/api.ts).
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, registration, captcha, health, feeds). */
    public?: boolean;
    /** A malformed id in the path cannot name a record the caller may see: 404 with this message. */
    paramsNotFound?: string;
    /** Likewise for a malformed query string (such as a guestId filter). */
    queryNotFound?: string;
    /** A body over the route's bodyLimit: 413 with this message instead of Fastify's own. */
    bodyTooLarge?: string;
    /**
     * A provider's signed form post (the Twilio webhook): public, so no session cookie to forge,
     * and checked by its signature instead of the JSON-only rule against cross-site forms.
     */
    signedForm?: boolean;
  }
}

export {};
