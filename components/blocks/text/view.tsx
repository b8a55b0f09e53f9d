import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';
import { textBlockSchema } from './schema';

/** Rich text, sanitised on render. */
export function TextBlock({ block }: BlockViewProps) {
  const parsed = textBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success) return null;
  const { content } = parsed.data;
  return <div className="block-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(content) }} />;
}
