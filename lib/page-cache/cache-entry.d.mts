export function encodeEntry(value: unknown, cacheControl: unknown): Buffer;
export function decodeEntry(bytes: Buffer): { value: any; cacheControl: any } | undefined;
export function storedTags(value: unknown): string[];
export function readTags(context: unknown): string[];
export function lifetimeSeconds(value: unknown, cacheControl: unknown): number;
