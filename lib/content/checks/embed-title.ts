import { walkBlocks } from '@/components/blocks/block-tree';
import { blockHtml, htmlTags } from './html-tags';
import type { CheckRuleFunction } from './types';

const FRAMES = new Set(['iframe', 'video', 'object', 'embed']);

/**
 * Videos and maps without a title: a screen reader announces a frame by its title. The video and map
 * blocks always give their frame one (their views: "YouTube video", "Map"); what an owner pastes into a
 * free HTML block is rendered as written, so a frame or video there needs its own title or aria-label.
 */
export const embedTitleRule: CheckRuleFunction = ({ blocks }) => {
  const findings = [];
  for (const { block } of walkBlocks(blocks)) {
    for (const tag of htmlTags(blockHtml(block))) {
      if (!FRAMES.has(tag.name)) continue;
      const { title = '', 'aria-label': label = '' } = tag.attributes;
      if (!title.trim() && !label.trim()) findings.push({ rule: 'embed-title' as const, severity: 'error' as const, blockId: block._id, message: 'checkEmbedTitle', values: { element: tag.name } });
    }
  }
  return findings;
};
