/**
 * Stands in for next/cache in Jest, where no Next.js request is running: records which tags a write
 * revalidated and under which key and tags each cached read stood (tests assert on both), and runs
 * cached reads directly.
 */
export const revalidatedTags: string[] = [];
export const cachedReads: { key: string[]; tags: string[] }[] = [];

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}

export function unstable_cache<T extends (...args: never[]) => Promise<unknown>>(read: T, key: string[] = [], options: { tags?: string[] } = {}): T {
  cachedReads.push({ key, tags: options.tags ?? [] });
  return read;
}
