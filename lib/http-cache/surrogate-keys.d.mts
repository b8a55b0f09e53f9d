export const SURROGATE_KEY_HEADER: 'xkey';
export function surrogateKeys(nextCacheTags: string): string[];
export function addSurrogateKeys(value: unknown): void;
