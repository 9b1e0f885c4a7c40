// The Express peer of `GET /api/guests` (docs/performance.md#express-peer): the same app's guest
// list as it would be written on Express 5 the usual way: express-session with connect-pg-simple
// as its store, compression(), a login route that checks the password, the user loaded per
// request, the app's own query and DTO mapping (drizzle and pg / PGlite, from the build), and
// res.json. The benchmark compares its answers with the app's byte for byte before measuring
// either. Reads DATA_DIR or DATABASE_URL and PORT; prints "ready" once listening.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import express from 'express';
import session from 'express-session';
import pg from 'pg';
import * as schema from '../../dist/server/db/schema/index.js';
import { findUserByUsername, verifyPassword } from '../../dist/server/services/auth.js';
import { listGuests, toGuestDto } from '../../dist/server/services/guests.js';

const SESSION_TABLE = 'express_session';

// One connection pool for the store and the queries, as such an app would have.
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : await PGlite.create(path.join(process.env.DATA_DIR ?? 'data', 'pgdata'));
const db = process.env.DATABASE_URL
  ? drizzlePg({ client: pool, schema })
  : drizzlePglite({ client: pool, schema });
await pool.query(`create table if not exists ${SESSION_TABLE} (
  sid varchar not null primary key, sess json not null, expire timestamp(6) not null)`);

const PgStore = connectPgSimple(session);
const app = express();
app.use(compression());
app.use(express.json());
app.use(
  session({
    store: new PgStore({ pool, tableName: SESSION_TABLE }),
    name: 'sid',
    secret: 'express-peer-secret',
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 3_600_000 },
  }),
);

app.post('/api/login', async (req, res, next) => {
  try {
    const user = await findUserByUsername(db, String(req.body?.username ?? ''));
    if (!user || !(await verifyPassword(user, String(req.body?.password ?? '')))) {
      res.status(401).json({ message: 'Invalid username or password' });
      return;
    }
    req.session.userId = user.id;
    res.json({ id: user.id });
  } catch (error) {
    next(error);
  }
});

app.get('/api/guests', async (req, res, next) => {
  try {
    const userId = req.session.userId;
    const [user] = userId
      ? await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1)
      : [];
    if (!user) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    res.json((await listGuests(db, user)).map(toGuestDto));
  } catch (error) {
    next(error);
  }
});

app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void Promise.resolve(pool.end ? pool.end() : pool.close()).finally(() => process.exit(0));
});
