import type { RedisPageStore } from './redis-page-store.mjs';

export class SharedPageCache {
  constructor(store: RedisPageStore);
  readonly store: RedisPageStore;
  get(key: string, context: unknown, fallback: () => Promise<unknown>): Promise<unknown>;
  set(key: string, data: unknown, context: unknown, fallback: () => Promise<void>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
export function sharedPageCache(env: NodeJS.ProcessEnv, serverDistDir: string | undefined): SharedPageCache | undefined;
export function closeSharedPageCaches(): Promise<void>;
