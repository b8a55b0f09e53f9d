import { extractScripts } from '@/lib/blocks/html-scripts';
import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';
import { htmlBlockSchema } from './schema';
import { ConsentScripts } from './view.client';

/**
 * Owner HTML, sanitised. Its scripts run only for shoppers who accepted cookies (spec section 4); pages
 * are cached and the same for everyone, so that choice is made in the browser. The editor never runs them.
 */
export function HtmlBlock({ block, context }: BlockViewProps) {
  const parsed = htmlBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success) return null;
  const { html } = parsed.data;
  const scripts = context.mode === 'editor' ? [] : extractScripts(html);
  return (
    <>
      <div className="block-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
      {scripts.length > 0 && <ConsentScripts scripts={scripts} />}
    </>
  );
}
