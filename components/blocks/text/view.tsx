import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';

/** Rich text, sanitised on render. */
export function TextBlock({ block }: BlockViewProps<'text'>) {
  const { content } = block.data;
  return <div className="block-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(content) }} />;
}
