// @ts-check
// Loaded by Next.js itself (next.config.mjs `cacheHandler`), without bundling: plain JavaScript that
// imports only Node, Next, packages and other plain files.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { addSurrogateKeys } from '../http-cache/surrogate-keys.mjs';
import { withHtmlBytes } from '../page-cache/html-bytes.mjs';
import { sharedPageCache } from '../page-cache/shared-page-cache.mjs';
import { contentPolicy } from './policy.mjs';
import { readSourceMarkers, scriptHash } from './script-sources.mjs';

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

const POLICY_HEADER = 'content-security-policy';
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The hashes of a page's inline scripts, in order and without repeats: Next's bootstrap and the
 * flight data it inlines, React's streaming helpers, JSON-LD. Scripts loaded by `src` need none.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */ const hashes = new Set();
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) hashes.add(scriptHash(code));
  }
  return [...hashes];
}

/**
 * Gives a cached page its content policy: scripts from the shop and exactly the inline scripts this
 * HTML holds, by hash, plus those of the owner's HTML blocks (signed markers). The policy is stored
 * with the page and sent with every copy of it, so cached pages keep a strict policy with no nonce.
 * @param {any} value a cache entry's value
 */
export function addContentPolicy(value) {
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
 * instance through Redis when REDIS_URL is set (lib/page-cache/), with the content policy
 * (lib/security/policy.mjs) and the HTTP cache's surrogate keys (lib/http-cache/surrogate-keys.mjs)
 * added to each HTML page as it is stored or read, whichever cache holds it. Pages are read out as
 * bytes, which Next sends without encoding them again (lib/page-cache/html-bytes.mjs).
 */
export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} context Next's handler context (serverDistDir, memory size...) */
  constructor(context) {
    super(context);
    this.shared = sharedPageCache(process.env, context?.serverDistDir);
  }

  /** @param {[string, any]} args */
  async get(...args) {
    const entry = this.shared ? await this.shared.get(args[0], args[1], () => super.get(...args)) : await super.get(...args);
    addContentPolicy(entry?.value);
    addSurrogateKeys(entry?.value);
    return withHtmlBytes(entry);
  }

  /** @param {string} key @param {any} data @param {any} context */
  async set(key, data, context) {
    addContentPolicy(data);
    addSurrogateKeys(data);
    if (this.shared) return this.shared.set(key, data, context, () => super.set(key, data, context));
    return super.set(key, data, context);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    // This instance's tags too: Next checks them itself, and they serve while Redis fails.
    await super.revalidateTag(tags, durations);
    await this.shared?.revalidateTag(tags, durations);
  }
}
