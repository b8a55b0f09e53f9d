import { NodeHtmlMarkdown } from 'node-html-markdown';

/**
 * Plain text (a product name, a title) inside Markdown: characters that would start markup (emphasis,
 * links, HTML, tables, headings) are escaped, and line breaks become spaces so a name stays on its line.
 */
export function markdownText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]<>|~!#]/g, '\\$&').trim();
}

/** A link's address inside `(...)`: spaces and parentheses encoded, so no address can end the link early. */
export function markdownUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => encodeURIComponent(c));
}

export const markdownLink = (label: string, url: string) => `[${markdownText(label)}](${markdownUrl(url)})`;

/** Owners' rich text: scripts, styles, frames and forms dropped (node-html-markdown keeps no raw HTML). */
const converter = new NodeHtmlMarkdown({ ignore: ['script', 'style', 'iframe', 'form', 'noscript', 'template'], keepDataImages: false });

/**
 * An owner's HTML (a text block, an HTML block, a description) as Markdown, with the addresses of its
 * links and images made absolute on the shop's address: an agent reads the page away from the site.
 */
export function htmlToMarkdown(html: string, origin: string): string {
  return converter.translate(html)
    // A link or image to anything but the web, mail or a phone (javascript:, data:) keeps its text only.
    .replace(/!?\[([^\]]*)\]\((?!https?:\/\/|mailto:|tel:|\/)[^)]*\)/g, '$1')
    .replace(/\]\(\/(?!\/)/g, `](${origin.replace(/\/+$/, '')}/`)
    .trim();
}
