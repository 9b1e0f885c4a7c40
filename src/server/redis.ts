// The shared Redis (REDIS_URL): the API rate limit's counters live there, so every instance counts
// against one allowance (docs/decisions/025-several-instances.md).
import { Redis } from 'ioredis';

export function openRedis(url: string): Redis {
  // A Redis that is away fails a command at once instead of queueing it until it is back (or for a
  // retry or two, seconds each): every caller has an answer for that (the rate limit skips, the
  // guest form counts in the database, /readyz says not ready).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Connection errors are retried by the client and reported by GET /readyz; they must not reach
  // the process as unhandled 'error' events.
  redis.on('error', () => {});
  return redis;
}
