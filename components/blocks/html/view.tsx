import { extractScripts } from '@/lib/blocks/html-scripts';
import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import type { BlockViewProps } from '../types';
import { ConsentScripts } from './view.client';

/**
 * Owner HTML, sanitised. Its scripts run only for shoppers who accepted cookies (spec section 4); pages
 * are cached and the same for everyone, so that choice is made in the browser. The editor never runs them.
 * The page's Content-Security-Policy learns of these scripts from a signed marker the shopper's page
 * renders on the server (script-sources.tsx), not from this view, which also renders in the editor's browser.
 */
export function HtmlBlock({ block, context }: BlockViewProps<'html'>) {
  const { html } = block.data;
  const scripts = context.mode === 'editor' ? [] : extractScripts(html);
  return (
    <>
      <div className="block-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, (href) => withLinkQuery(href, context.links)) }} />
      {scripts.length > 0 && <ConsentScripts scripts={scripts} />}
    </>
  );
}
