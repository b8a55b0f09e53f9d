import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';

/** Rich text, sanitised on render; its links into the shop keep the page's shop and preview. */
export function TextBlock({ block, context }: BlockViewProps<'text'>) {
  const { content } = block.data;
  const html = sanitizeRichText(content, (href) => withLinkQuery(href, context.links));
  return <div className="block-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
