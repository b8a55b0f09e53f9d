import { elementFromString, getHTMLFromFragment, getSchema } from '@tiptap/core';
import { DOMParser as DocumentParser, type Schema } from '@tiptap/pm/model';
import { richTextExtensions } from './rich-text-extensions';

let schema: Schema | null = null;
const editorSchema = () => (schema ??= getSchema(richTextExtensions));

/** What the rich text editor makes of `html`: the HTML it would save for it. */
export function asRichText(html: string): string {
  const document = DocumentParser.fromSchema(editorSchema()).parse(elementFromString(html));
  return getHTMLFromFragment(document.content, editorSchema());
}

/** Tags the editor writes otherwise, meaning the same. */
const SYNONYMS: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's' };
/** Inline formatting: the editor may nest it in another order than the stored HTML. */
const MARKS = new Set(['strong', 'em', 'u', 's', 'code', 'a']);
/**
 * Wrappers that show nothing by themselves (when they carry no attributes): the editor wraps loose text
 * and list items' text in paragraphs, and drops divs and spans.
 */
const NEUTRAL = new Set(['p', 'div', 'span']);

type Token = { text: string; marks: string } | { open: string } | { close: string };

function describe(element: Element, name: string): string {
  // A link's rel is the storefront's to set (it adds noopener to new-tab links), not formatting.
  const attributes = [...element.attributes].filter((attribute) => !(name === 'a' && attribute.name === 'rel'));
  return [name, ...attributes.map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort()].join(' ');
}

function isNeutral(element: Element, name: string): boolean {
  if (element.attributes.length > 0) return false;
  // The editor's code blocks are <pre><code>; a bare <pre> is the same block.
  return NEUTRAL.has(name) || (name === 'code' && element.parentElement?.localName === 'pre');
}

/**
 * What a document shows, as a list of tokens: blocks with their attributes, and text (whitespace aside,
 * which HTML collapses anyway) with the set of formatting around it.
 */
function tokensOf(node: Node, marks: readonly string[] = [], tokens: Token[] = []): Token[] {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = (child.textContent ?? '').replace(/\s+/g, '');
      const last = tokens.at(-1);
      const key = marks.join(' + ');
      if (!text) continue;
      if (last && 'text' in last && last.marks === key) last.text += text;
      else tokens.push({ text, marks: key });
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      const name = SYNONYMS[element.localName] ?? element.localName;
      if (isNeutral(element, name)) tokensOf(element, marks, tokens);
      else if (MARKS.has(name)) tokensOf(element, [...new Set([...marks, describe(element, name)])].sort(), tokens);
      else {
        tokens.push({ open: describe(element, name) });
        tokensOf(element, marks, tokens);
        tokens.push({ close: name });
      }
    }
  }
  return tokens;
}

const signatureOf = (html: string) => JSON.stringify(tokensOf(elementFromString(html)));

/**
 * Whether opening `html` in the rich text editor would lose something it shows: an element the editor
 * has no place for (a table, an image, an iframe, a script), an attribute (a class, a style), a
 * heading level or a link it does not keep. Only the editor's own rewriting counts as no loss: <b> as
 * <strong>, loose text wrapped in a paragraph, marks nested in another order, whitespace between blocks.
 * HTML the editor cannot read at all counts as a loss.
 */
export function losesFormatting(html: string): boolean {
  try {
    return signatureOf(html) !== signatureOf(asRichText(html));
  } catch {
    return true;
  }
}
