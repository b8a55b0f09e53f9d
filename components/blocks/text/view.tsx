import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import choices from '../device-choices.module.css';
import { BlockPlaceholder } from '../block-placeholder';
import { asPageHeadline } from '../page-headline';
import type { BlockViewProps } from '../types';

/**
 * Rich text, sanitised on render; its links into the shop keep the page's shop and preview. The text
 * whose leading heading names the page (the home page's hero) shows that heading as the h1. Its
 * alignment and headline size per device are classes the CSS applies at each device's widths. An empty
 * text shows a placeholder on the editor's canvas.
 */
export function TextBlock({ block, context }: BlockViewProps<'text'>) {
  const { content, align, headlineSize, devices } = block.data;
  const safe = sanitizeRichText(content, (href) => withLinkQuery(href, context.links));
  const html = block._id === context.headlineBlockId ? asPageHeadline(safe) : safe;
  const className = [
    'block-text',
    ...deviceChoiceClasses(choicesByDevice(align, devices, 'align', 'theme'), 'theme', 'align', choices),
    ...deviceChoiceClasses(choicesByDevice(headlineSize, devices, 'headlineSize', 'theme'), 'theme', 'headline', choices),
  ].join(' ');
  // Empty, it would have no height on the editor's canvas: there it says so, and shoppers get nothing to see.
  if (context.mode === 'editor' && isBlank(safe)) return <div className={className}><BlockPlaceholder text="textPlaceholder" compact /></div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Rich text with nothing to see: no words, only empty paragraphs and line breaks. */
const isBlank = (html: string) => !/<(img|hr|table)\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
