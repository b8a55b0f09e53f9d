import StarterKit from '@tiptap/starter-kit';
import { isSafeLink } from '@/lib/schemas/link';

/** The link addresses the owner may enter: the schemes the storefront keeps, and paths on the shop. */
const ACCEPTED_LINK = [
  /^https?:\/\/[^\s/?#]+\S*$/i,
  /^mailto:\S+$/i,
  /^tel:\+?[\d\s().-]+$/i,
  // Relative: a path on this shop (not //host, which leaves it), a fragment or a query.
  /^(\/(?!\/)|\.\.?\/|[#?])\S*$/,
];

/** Whether the owner's link address is one the editor takes; the storefront's sanitiser keeps the same. */
export function isAcceptedLinkUrl(url: string): boolean {
  return ACCEPTED_LINK.some((pattern) => pattern.test(url));
}

/**
 * The rich text editor's document, shared by the settings field and the canvas: only markup the
 * storefront's sanitiser keeps (no h1, no images or tables), headings h2 to h6 so that stored h4-h6
 * survive although the toolbar offers h2 and h3, and links as the owner wrote them (no target or rel
 * added; a click in the editor places the caret rather than following the link).
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    // No empty paragraph kept after a heading or list at the end: the shop would render it.
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      // Stored links keep any address the storefront renders (the links' one rule, lib/schemas/link.ts),
      // after tiptap's own check.
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isSafeLink(url),
    },
  }),
];
