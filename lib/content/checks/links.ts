import { blockLinks } from './internal-links';
import type { CheckFinding, CheckRuleFunction } from './types';

/** Addresses that lead nowhere when clicked. */
const EMPTY = /^(?:#?|javascript:.*)$/i;

/**
 * Empty links, and internal links to pages, categories or products that no longer exist or that
 * shoppers cannot see. Whether a target exists is the server's to know (lookups.links); a link it has
 * not looked at yet (added since) is not judged.
 */
export const linksRule: CheckRuleFunction = ({ blocks, lookups }) => blockLinks(blocks).flatMap(({ blockId, href }): CheckFinding[] => {
  if (EMPTY.test(href.trim())) return [{ rule: 'links', severity: 'error', blockId, message: 'checkLinkEmpty', values: {} }];
  const state = lookups.links[href];
  if (state === 'missing') return [{ rule: 'links', severity: 'error', blockId, message: 'checkLinkMissing', values: { href } }];
  if (state === 'hidden') return [{ rule: 'links', severity: 'warning', blockId, message: 'checkLinkHidden', values: { href } }];
  return [];
});
