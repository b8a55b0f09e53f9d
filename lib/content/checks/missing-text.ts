import type { CheckFinding, CheckRuleFunction } from './types';

/**
 * Texts missing in a language being published: shoppers of that language read the default language's
 * text there. One finding per block and language, with how many of its texts are missing. Which texts
 * miss is the server's to know (the editor holds one language); a block removed since is left out.
 */
export const missingTextRule: CheckRuleFunction = ({ blocks, lookups }) => {
  const present = new Set<string>();
  const visit = (list: typeof blocks) => list.forEach((block) => {
    present.add(block._id);
    block.columns?.forEach(visit);
  });
  visit(blocks);
  const counts = new Map<string, { blockId: string; locale: string; count: number }>();
  for (const { blockId, locale } of lookups.missingTexts) {
    if (!present.has(blockId)) continue;
    const key = `${blockId} ${locale}`;
    const entry = counts.get(key) ?? { blockId, locale, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].map(({ blockId, locale, count }): CheckFinding => ({
    rule: 'missing-text', severity: 'warning', blockId, message: 'checkMissingText', values: { locale, count },
  }));
};
