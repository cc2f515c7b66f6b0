/**
 * The Redis the suite runs against (`.ci/run` starts one). Tests that use it connect and fail
 * when it is absent: a missing Redis is a red test, never a quiet pass.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A documentation-range address unique to this run, so counters left in Redis by another run never meet it. */
export const uniqueIp = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
