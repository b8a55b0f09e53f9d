/** A language's interface texts by their full key, `Namespace.key` (nested keys joined with dots). */
export type FlatMessages = Map<string, string>;

export function flattenMessages(tree: unknown, prefix = '', into: FlatMessages = new Map()): FlatMessages {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flattenMessages(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const WILDCARD = '\u0000';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a message can render as, as a pattern: its arguments (`{name}`, a whole plural or select, nested
 * braces and all) match any text, rich-text tags (`<link>…</link>`) are left out with their text kept.
 * Null for a message that is nothing but arguments, which would match any text.
 */
export function messagePattern(message: string): RegExp | null {
  let plain = '';
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) plain += WILDCARD;
      depth += 1;
    } else if (char === '}' && depth > 0) depth -= 1;
    else if (depth === 0) plain += char;
  }
  const text = collapse(plain.replace(/<\/?[A-Za-z][\w-]*>/g, ''));
  if (text.replaceAll(WILDCARD, '').trim() === '') return null;
  return new RegExp(`^${text.split(WILDCARD).map(escapeRegExp).join('.*?')}$`, 's');
}

/**
 * The keys of the messages that render as `text` (whitespace collapsed): those without arguments that
 * equal it first, then those whose pattern matches it.
 */
export function matchingKeys(messages: FlatMessages, text: string): string[] {
  const wanted = collapse(text);
  if (!wanted) return [];
  const exact: string[] = [];
  const patterned: string[] = [];
  for (const [key, message] of messages) {
    if (collapse(message) === wanted) exact.push(key);
    else if (message.includes('{') && messagePattern(message)?.test(wanted)) patterned.push(key);
  }
  return [...exact, ...patterned];
}

/** The texts an element shows or says: its text, then its accessible name and hints. */
export function textsOf(element: Element): string[] {
  const attributes = ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name));
  return [element.textContent ?? '', ...attributes].filter((text): text is string => Boolean(text && text.trim()));
}

/**
 * The keys of what an element shows, or, when it shows none, of the closest ancestor that shows no more
 * text than it (a button around an icon, a link around a span): an ancestor with text of its own is
 * other text, and the page's body is never taken as one.
 */
export function keysForElement(messages: FlatMessages, element: Element, levels = 4): { element: Element; keys: string[] } | null {
  for (let current: Element | null = element, level = 0; current && level <= levels; level += 1) {
    const keys = [...new Set(textsOf(current).flatMap((text) => matchingKeys(messages, text)))];
    if (keys.length > 0) return { element: current, keys };
    const parent: Element | null = current.parentElement;
    if (!parent || parent === parent.ownerDocument.body || collapse(parent.textContent ?? '') !== collapse(current.textContent ?? '')) return null;
    current = parent;
  }
  return null;
}
