/**
 * Stands in for next/cache in Jest, where no Next.js request is running: records which tags a write
 * revalidated (tests assert on it) and runs cached reads directly.
 */
export const revalidatedTags: string[] = [];

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}

export function unstable_cache<T extends (...args: never[]) => Promise<unknown>>(read: T): T {
  return read;
}
