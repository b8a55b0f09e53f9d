import { walkBlocks } from '@/components/blocks/block-tree';
import { mapEmbedUrl } from '@/lib/blocks/map-embed';
import { parseVideoUrl } from '@/lib/blocks/video-id';
import type { LocaleBlock } from '@/lib/content/locale-texts';
import { blockHtml, htmlTags } from './html-tags';
import type { CheckFinding, CheckRuleFunction } from './types';

const FRAMES = new Set(['iframe', 'video', 'object', 'embed']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The message for a video or map block that shows something and has no title of the owner's; null otherwise. */
function untitledEmbed(block: LocaleBlock): string | null {
  if (text(block.data.title)) return null;
  if (block.type === 'video') return parseVideoUrl(text(block.data.src)) ? 'checkVideoTitle' : null;
  if (block.type === 'maps') return mapEmbedUrl(text(block.data.iframe)) ?? mapEmbedUrl(text(block.data.src)) ? 'checkMapTitle' : null;
  return null;
}

/**
 * Videos and maps without a title: a screen reader announces a frame by its title. What an owner pastes
 * into a free HTML block is rendered as written, so a frame or video there without a title or aria-label
 * has no name at all (an error). The video and map blocks fall back to a name of their kind ("YouTube
 * video", "Map"), which says nothing of what they show: a warning until the owner gives them a title.
 */
export const embedTitleRule: CheckRuleFunction = ({ blocks }) => {
  const findings: CheckFinding[] = [];
  for (const { block } of walkBlocks(blocks)) {
    const untitled = untitledEmbed(block);
    if (untitled) findings.push({ rule: 'embed-title', severity: 'warning', blockId: block._id, message: untitled, values: {} });
    for (const tag of htmlTags(blockHtml(block))) {
      if (!FRAMES.has(tag.name)) continue;
      const { title = '', 'aria-label': label = '' } = tag.attributes;
      if (!title.trim() && !label.trim()) findings.push({ rule: 'embed-title', severity: 'error', blockId: block._id, message: 'checkEmbedTitle', values: { element: tag.name } });
    }
  }
  return findings;
};
