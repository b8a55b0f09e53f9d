import { join } from 'node:path';
import { distDir } from '../build/dist-dir.mjs';
import { addSurrogateKeys } from '../http-cache/surrogate-keys';
import { contentPolicy } from '../security/policy.mjs';
import { readSourceMarkers, scriptHash } from '../security/script-sources.mjs';
import { withHtmlBytes } from './html-bytes';
import { FileSystemCache, type CacheEntry, type HandlerContext, type TagDurations } from './next-file-system-cache';
import { offerPageCache } from './outside-request';
import { sharedPageCache, type SharedPageCache } from './shared-page-cache';

const POLICY_HEADER = 'content-security-policy';
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The hashes of a page's inline scripts, in order and without repeats: Next's bootstrap and the
 * flight data it inlines, React's streaming helpers, JSON-LD. Scripts loaded by `src` need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) hashes.add(scriptHash(code));
  }
  return [...hashes];
}

/**
 * Gives a cached page its content policy: scripts from the shop and exactly the inline scripts this
 * HTML holds, by hash, plus those of the owner's HTML blocks (signed markers). The policy is stored
 * with the page and sent with every copy of it, so cached pages keep a strict policy with no nonce.
 */
export function addContentPolicy(value: CacheEntry['value']): void {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  value.headers ??= {};
  if (value.headers[POLICY_HEADER]) return;
  const owner = readSourceMarkers(value.html);
  value.headers[POLICY_HEADER] = contentPolicy({
    scriptSources: [...inlineScriptHashes(value.html), ...owner.script],
    connectSources: owner.connect,
  });
}

/**
 * Next's own page cache (memory, and the pages prerendered at build time on disk), shared by every
 * instance through Redis when REDIS_URL is set (shared-page-cache.ts), with the content policy
 * (lib/security/policy.mjs) and the HTTP cache's surrogate keys (lib/http-cache/surrogate-keys.ts)
 * added to each HTML page as it is stored or read, whichever cache holds it. Pages are read out as
 * bytes, which Next sends without encoding them again (html-bytes.ts). Next makes one for each
 * request (next.config `cacheHandler`: this module compiled into dist/ by scripts/compile-server.mjs);
 * everything it keeps is the process's.
 */
export default class PageCacheHandler extends FileSystemCache {
  private readonly shared: SharedPageCache | undefined;
  /** The database's cache generation, read once for the request this handler serves. */
  private generation: Promise<string | undefined> | undefined;

  constructor(context: HandlerContext) {
    super(context);
    this.shared = sharedPageCache(process.env, context?.serverDistDir);
  }

  override async get(key: string, context?: unknown): Promise<CacheEntry | null> {
    const entry = this.shared
      ? await this.shared.get(key, context, await this.requestGeneration(this.shared), () => super.get(key, context))
      : await super.get(key, context);
    addContentPolicy(entry?.value);
    addSurrogateKeys(entry?.value);
    return withHtmlBytes(entry) ?? null;
  }

  override async set(key: string, data: CacheEntry['value'], context?: unknown): Promise<void> {
    addContentPolicy(data);
    addSurrogateKeys(data);
    if (this.shared) return this.shared.set(key, data, context, await this.requestGeneration(this.shared), () => super.set(key, data, context));
    return super.set(key, data, context);
  }

  /**
   * One generation for every get and set of the request: a page stored under a later generation than it
   * was read from could hold data from before a re-seed.
   */
  private requestGeneration(shared: SharedPageCache): Promise<string | undefined> {
    this.generation ??= shared.generation();
    return this.generation;
  }

  override async revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void> {
    // This instance's tags too: Next checks them itself, and they serve while Redis fails.
    await super.revalidateTag(tags, durations);
    await this.shared?.revalidateTag(tags, durations);
  }
}

/** Where Next keeps this process's build: `.next/server` (next.config `distDir`). */
const serverDistDir = (env: NodeJS.ProcessEnv) => join(process.cwd(), distDir(env), 'server');

// Revalidations outside a request (the scheduler) reach the process's cache through a handler of their
// own, as Next makes one for each request (outside-request.ts).
offerPageCache({
  revalidateTag: (tags, durations) => new PageCacheHandler({ serverDistDir: serverDistDir(process.env) }).revalidateTag(tags, durations),
});
