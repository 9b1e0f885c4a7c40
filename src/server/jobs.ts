// In-process background work (docs/product.md#sms-captcha-and-jobs): clean-up of expired sessions,
// codes and captcha markers, and the purge of accounts deleted 30 days ago
// (docs/product.md#account-deletion), and the live stream's change rows after 24 hours
// (docs/product.md#live-updates). Every statement is idempotent SQL and the purge skips
// accounts another instance holds, so several instances running it at once is safe.
import { lt } from 'drizzle-orm';
import type { AppContext } from './context.js';
import { loginFailures, passwordResets, phoneVerifications, smsSends } from './db/schema/index.js';
import { pruneChangeEvents } from './live/prune.js';
import { purgeDeletedAccounts } from './services/account.js';
import { purgeCaptchaReplays } from './services/captcha.js';
import { purgeGuestFormHits } from './services/guest-form-limits.js';
import { runNotifications } from './services/notifications/delivery.js';
import { purgeExpiredSessions } from './services/sessions.js';

const DAY_MS = 24 * 3_600_000;

export async function runCleanup(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  const now = ctx.clock();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeExpiredSessions(ctx.db, now);
  await purgeCaptchaReplays(ctx.db);
  await ctx.db.delete(phoneVerifications).where(lt(phoneVerifications.codeExpiry, dayAgo));
  await ctx.db.delete(passwordResets).where(lt(passwordResets.codeExpiry, dayAgo));
  // Send and login-failure records only matter for their hour / quarter-hour windows.
  await ctx.db.delete(smsSends).where(lt(smsSends.createdAt, dayAgo));
  await ctx.db.delete(loginFailures).where(lt(loginFailures.createdAt, dayAgo));
  await purgeGuestFormHits(ctx.db, now);
  await purgeDeletedAccounts(ctx);
  await pruneChangeEvents(ctx.db);
}

export function startJobs(
  ctx: AppContext,
  intervalMs = 15 * 60 * 1000,
  notificationIntervalMs = 60 * 1000,
): () => void {
  const run = () => {
    runCleanup(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: (error as Error).message }, 'clean-up job failed; will retry'),
    );
  };
  // SMS notifications (docs/product.md#sms-notifications): every instance runs it; each message
  // is claimed by one of them (services/notifications/delivery.ts).
  const notify = () => {
    runNotifications(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: (error as Error).message }, 'notification job failed; will retry'),
    );
  };
  const timer = setInterval(run, intervalMs);
  const notifyTimer = setInterval(notify, notificationIntervalMs);
  timer.unref();
  notifyTimer.unref();
  run();
  notify();
  return () => {
    clearInterval(timer);
    clearInterval(notifyTimer);
  };
}
