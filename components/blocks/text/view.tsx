import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import choices from '../device-choices.module.css';
import { asPageHeadline } from '../page-headline';
import type { BlockViewProps } from '../types';

/**
 * Rich text, sanitised on render; its links into the shop keep the page's shop and preview. The text
 * whose leading heading names the page (the home page's hero) shows that heading as the h1. Its
 * alignment and headline size per device are classes the CSS applies at each device's widths.
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
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
