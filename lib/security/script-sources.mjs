// @ts-check
// Plain JavaScript: the HTML block (bundled) writes these markers and the page cache handler (loaded
// by Next without bundling) reads them; both run in the same server process.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = Symbol.for('vitrine.csp-sources-key');

/** A random key of this process, shared through globalThis by the bundled and the unbundled copy of this file. */
function processKey() {
  const holder = /** @type {Record<symbol, Buffer | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= randomBytes(32));
}

/** @param {string} text */
const sign = (text) => createHmac('sha256', processKey()).update(text).digest('base64url');

/**
 * @typedef {{ script: string[]; connect: string[] }} ScriptSources
 * @typedef {{ src?: string; code?: string }} OwnerScript
 */

/** The CSP source of an inline script: its SHA-256, as browsers compute it over the script's text. */
export function scriptHash(/** @type {string} */ code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * What an owner's scripts need from the content policy: the hash of each inline script, the origin of
 * each file (which it may also call back, e.g. an analytics beacon).
 * @param {OwnerScript[]} scripts
 * @returns {ScriptSources}
 */
export function ownerScriptSources(scripts) {
  /** @type {Set<string>} */ const script = new Set();
  /** @type {Set<string>} */ const connect = new Set();
  for (const { src, code } of scripts) {
    if (code !== undefined) script.add(scriptHash(code));
    if (!src) continue;
    try {
      const { origin, protocol } = new URL(src);
      if (protocol === 'https:') {
        script.add(origin);
        connect.add(origin);
      }
    } catch {
      // not a URL: the browser would not load it either
    }
  }
  return { script: [...script], connect: [...connect] };
}

/** The attribute of the marker element that carries signed sources into the page's HTML. */
export const SOURCES_ATTRIBUTE = 'data-csp-sources';

/**
 * The value of a marker: the sources and a signature only this process can make, so that markup an
 * attacker smuggles into a page cannot add sources of its own.
 * @param {ScriptSources} sources
 */
export function signSources(sources) {
  const body = Buffer.from(JSON.stringify(sources)).toString('base64url');
  return `${body}.${sign(body)}`;
}

const MARKER = new RegExp(`${SOURCES_ATTRIBUTE}="([\\w-]+)\\.([\\w-]+)"`, 'g');
const SOURCE = /^(?:'sha256-[A-Za-z0-9+/]+=*'|https:\/\/[a-z0-9.-]+(?::\d+)?)$/i;

/**
 * The sources of every validly signed marker in a page's HTML; forged or malformed ones count for nothing.
 * @param {string} html
 * @returns {ScriptSources}
 */
export function readSourceMarkers(html) {
  /** @type {Set<string>} */ const script = new Set();
  /** @type {Set<string>} */ const connect = new Set();
  for (const [, body = '', signature = ''] of html.matchAll(MARKER)) {
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) continue;
    try {
      const sources = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      for (const source of sources.script ?? []) if (SOURCE.test(source)) script.add(source);
      for (const source of sources.connect ?? []) if (SOURCE.test(source)) connect.add(source);
    } catch {
      // a marker of ours is always JSON; anything else is ignored
    }
  }
  return { script: [...script], connect: [...connect] };
}
