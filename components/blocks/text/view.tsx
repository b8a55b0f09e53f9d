import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { asPageHeadline } from '../page-headline';
import type { BlockViewProps } from '../types';

/**
 * Rich text, sanitised on render; its links into the shop keep the page's shop and preview. The text
 * whose leading heading names the page (the home page's hero) shows that heading as the h1.
 */
export function TextBlock({ block, context }: BlockViewProps<'text'>) {
  const { content } = block.data;
  const safe = sanitizeRichText(content, (href) => withLinkQuery(href, context.links));
  const html = block._id === context.headlineBlockId ? asPageHeadline(safe) : safe;
  return <div className="block-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
