import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'code', 'pre', 'hr', 'span', 'div', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
];

/**
 * Owner-written HTML made safe to render for shoppers: no scripts, event handlers or javascript: URLs;
 * links that open a new tab get rel="noopener noreferrer". `linkHref` rewrites each link's address (a
 * storefront page keeps its shop and preview on links into the shop: withLinkQuery in lib/routing/links.ts).
 */
export function sanitizeRichText(html: string, linkHref?: (href: string) => string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['class', 'id', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const opened = attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs;
        return { tagName, attribs: linkHref && opened.href ? { ...opened, href: linkHref(opened.href) } : opened };
      },
    },
  });
}
