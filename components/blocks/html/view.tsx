import { extractScripts } from '@/lib/blocks/html-scripts';
import { withLinkQuery } from '@/lib/routing/links';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { ownerScriptSources, signSources } from '@/lib/security/script-sources.mjs';
import type { BlockViewProps } from '../types';
import { ConsentScripts } from './view.client';

/**
 * Owner HTML, sanitised. Its scripts run only for shoppers who accepted cookies (spec section 4); pages
 * are cached and the same for everyone, so that choice is made in the browser. The editor never runs them.
 * A signed marker tells the page's Content-Security-Policy which scripts these are (their hashes and
 * hosts, lib/security/page-cache-handler.mjs), so the policy allows them and nothing else.
 */
export function HtmlBlock({ block, context }: BlockViewProps<'html'>) {
  const { html } = block.data;
  const scripts = context.mode === 'editor' ? [] : extractScripts(html);
  return (
    <>
      <div className="block-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, (href) => withLinkQuery(href, context.links)) }} />
      {scripts.length > 0 && (
        <>
          <template data-csp-sources={signSources(ownerScriptSources(scripts))} />
          <ConsentScripts scripts={scripts} />
        </>
      )}
    </>
  );
}
