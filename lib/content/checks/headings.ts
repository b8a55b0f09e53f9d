import { walkBlocks } from '@/components/blocks/block-tree';
import { openingHeadlineId } from '@/components/blocks/page-headline';
import { blockHtml, htmlTags } from './html-tags';
import type { CheckFinding, CheckRuleFunction } from './types';

const HEADING = /^h([1-6])$/;

/**
 * Skipped heading levels (an h4 after an h2) and pages without exactly one h1: screen-reader users move
 * through a page by its headings. The page's title is its h1 unless the home page's hero stands in for
 * it (components/blocks/page-headline.ts, as app/.../_lib/home-heading.ts heads the page), whose leading
 * h2 then counts as the h1. Text blocks hold h2
 * to h6 (lib/sanitize-html.ts); a free HTML block may hold any heading.
 */
export const headingsRule: CheckRuleFunction = ({ blocks, lookups }) => {
  const findings: CheckFinding[] = [];
  const hero = lookups.isHome ? openingHeadlineId(blocks) : null;
  let h1s = hero ? 0 : 1;
  let previous = h1s;
  for (const { block } of walkBlocks(blocks)) {
    htmlTags(blockHtml(block)).forEach((tag, index) => {
      const level = Number(HEADING.exec(tag.name)?.[1] ?? 0);
      if (!level) return;
      const shown = block._id === hero && index === 0 ? 1 : level;
      if (shown === 1) h1s += 1;
      else if (shown > previous + 1) {
        findings.push({ rule: 'headings', severity: 'warning', blockId: block._id, message: 'checkHeadingSkipped', values: { level: shown, previous } });
      }
      previous = shown;
    });
  }
  // The title or the hero always gives one h1, so a page can only have too many (from HTML blocks).
  if (h1s > 1) findings.unshift({ rule: 'headings', severity: 'warning', blockId: null, message: 'checkManyH1', values: { count: h1s } });
  return findings;
};
