import type { Redis, RedisOptions } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS: number;
export const REDIS_CONNECT_TIMEOUT_MS: number;
export function boundedRedisOptions<T extends object = object>(extra?: T): RedisOptions & T;
export function firstConnection(client: Redis): Promise<void>;
