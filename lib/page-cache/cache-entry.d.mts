export function encodeEntry(value: unknown, cacheControl: unknown): Buffer | undefined;
export function decodeEntry(bytes: Buffer): { value: unknown; cacheControl: unknown } | undefined;
export function storedTags(value: unknown): string[];
export function readTags(context: unknown): string[];
export function lifetimeSeconds(value: unknown, cacheControl: unknown): number;
