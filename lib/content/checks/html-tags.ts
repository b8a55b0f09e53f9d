/**
 * Tags of stored HTML (text and HTML blocks) read with regular expressions: the rules run on the
 * server too, where there is no DOM, and only need a tag's name and attributes, never the tree.
 */
const TAG = /<([a-z][a-z0-9]*)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export interface HtmlTag {
  name: string;
  attributes: Record<string, string>;
}

/** Every opening tag of the HTML, in order, its name and attribute names in lower case. */
export function htmlTags(html: string): HtmlTag[] {
  return [...html.matchAll(TAG)].map(([, name, rest]) => {
    const attributes: Record<string, string> = {};
    for (const [, key, double, single, bare] of rest!.matchAll(ATTRIBUTE)) attributes[key!.toLowerCase()] = double ?? single ?? bare ?? '';
    return { name: name!.toLowerCase(), attributes };
  });
}

/** The HTML a block renders as written by the owner: a text's content or a free HTML block's markup. */
export function blockHtml(block: { type: string; data: Record<string, unknown> }): string {
  const html = block.type === 'text' ? block.data.content : block.type === 'html' ? block.data.html : '';
  return typeof html === 'string' ? html : '';
}
