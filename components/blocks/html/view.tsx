import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';
import { htmlBlockSchema } from './schema';

/** Owner HTML; scripts are always removed here (they run only after cookie consent, in the storefront shell). */
export function HtmlBlock({ block }: BlockViewProps) {
  const parsed = htmlBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success) return null;
  const { html } = parsed.data;
  return <div className="block-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
