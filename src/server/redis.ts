// The shared Redis (REDIS_URL): the API rate limit's counters live there, so every instance counts
// against one allowance (docs/decisions/025-several-instances.md).
import { Redis } from 'ioredis';

export function openRedis(url: string): Redis {
  // One retry per command: a Redis that is away fails a command quickly instead of queueing it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // Connection errors are retried by the client and reported by GET /readyz; they must not reach
  // the process as unhandled 'error' events.
  redis.on('error', () => {});
  return redis;
}
