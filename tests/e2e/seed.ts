// Run by playwright.config.ts before the end-to-end server starts, on its fresh data directory:
// migrates the embedded database and inserts the accounts of seeded-accounts.ts, and the guest
// that has gone quiet (docs/product.md#sms-notifications: it needs days to pass on the server).
import { openEmbedded } from '#server/db/client.js';
import { guests, users } from '#server/db/schema/index.js';
import { hashPassword } from '#server/services/auth.js';
import { E2E_DATA_DIR } from './e2e-env.js';
import { QUIET_GUEST_NAME, SEEDED_ACCOUNTS } from './seeded-accounts.js';

const database = await openEmbedded(E2E_DATA_DIR);
try {
  const hashes = new Map<string, string>();
  for (const account of Object.values(SEEDED_ACCOUNTS)) {
    const hash = hashes.get(account.password) ?? (await hashPassword(account.password));
    hashes.set(account.password, hash);
    const [user] = await database.db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        phoneNumber: account.phoneNumber,
        phoneVerified: account.phoneVerified,
        password: hash,
        podcast: 'The Seeded Show',
        podcastUrl: 'https://open.spotify.com/show/seeded',
      })
      .returning();
    if (user && account === SEEDED_ACCOUNTS.quietGuests) {
      await database.db.insert(guests).values({
        userId: user.id,
        name: QUIET_GUEST_NAME,
        details: 'Said maybe next season',
        status: 'limbo',
        dateAdded: new Date(Date.now() - 20 * 86_400_000),
      });
    }
  }
} finally {
  await database.close();
}
