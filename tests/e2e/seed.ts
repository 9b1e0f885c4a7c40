// Run by playwright.config.ts before the end-to-end server starts, on its fresh data directory:
// migrates the embedded database and inserts the accounts of seeded-accounts.ts.
import { openEmbedded } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import { hashPassword } from '#server/services/auth.js';
import { E2E_DATA_DIR } from './e2e-env.js';
import { SEEDED_ACCOUNTS } from './seeded-accounts.js';

const database = await openEmbedded(E2E_DATA_DIR);
try {
  const hashes = new Map<string, string>();
  for (const account of Object.values(SEEDED_ACCOUNTS)) {
    const hash = hashes.get(account.password) ?? (await hashPassword(account.password));
    hashes.set(account.password, hash);
    await database.db.insert(users).values({
      username: account.username,
      email: account.email,
      phoneNumber: account.phoneNumber,
      phoneVerified: account.phoneVerified,
      password: hash,
      podcast: 'The Seeded Show',
      podcastUrl: 'https://open.spotify.com/show/seeded',
    });
  }
} finally {
  await database.close();
}
