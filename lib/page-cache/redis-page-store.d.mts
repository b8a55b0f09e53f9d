export const COMMAND_TIMEOUT_MS: number;
export const CONNECT_TIMEOUT_MS: number;
export const RETRY_AFTER_MS: number;

export interface StoreLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
export type ReadAnswer = { state: 'missing' | 'expired' | 'current' } | { state: 'newer'; stamp: string; bytes: Buffer };

export class RedisPageStore {
  constructor(options: { url: string; prefix: string; log: StoreLog });
  read(key: string, heldStamp: string | undefined, tags: string[]): Promise<ReadAnswer | undefined>;
  write(key: string, bytes: Buffer, tags: string[], lifetimeSeconds: number): Promise<string | undefined>;
  revalidate(tags: string[], delaySeconds: number): Promise<void>;
  close(): Promise<void>;
}
