// The floor of `GET /api/guests`: a bare node:http handler that runs the same guests query through
// the same driver and sends JSON.stringify of the rows. No framework, no session, no validation:
// the benchmark divides the real route's throughput by this one's. Reads DATA_DIR or DATABASE_URL
// and PORT; prints "ready" once listening. `GET /?user=ID` answers that user's board.
import http from 'node:http';
import { openDatabase } from '../../dist/server/db/client.js';
import { listGuests } from '../../dist/server/services/guests.js';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? 'data',
});

const server = http.createServer((request, response) => {
  const userId = Number(new URL(request.url ?? '/', 'http://floor').searchParams.get('user'));
  listGuests(database.db, { id: userId, username: '', organizationId: null }).then(
    (rows) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(rows));
    },
    () => {
      response.writeHead(500);
      response.end();
    },
  );
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  void database.close().finally(() => process.exit(0));
});
