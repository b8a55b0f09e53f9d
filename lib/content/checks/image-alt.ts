import { walkBlocks } from '@/components/blocks/block-tree';
import { blockHtml, htmlTags } from './html-tags';
import type { CheckFinding, CheckRuleFunction } from './types';

const finding = (blockId: string, image: number): CheckFinding => ({
  rule: 'image-alt', severity: 'error', blockId, message: 'checkImageAlt', values: { image },
});

const blank = (alt: unknown) => typeof alt !== 'string' || alt.trim() === '';

/**
 * Images without alternative text: a screen reader says nothing (or the file name) for them. An image
 * block without a picture renders nothing and is left alone; an `<img alt="">` in HTML is marked as
 * decorative on purpose and is left alone too, only a missing alt counts there.
 */
export const imageAltRule: CheckRuleFunction = ({ blocks }) => {
  const findings: CheckFinding[] = [];
  for (const { block } of walkBlocks(blocks)) {
    if (block.type === 'image' && block.data.src && blank(block.data.alt)) findings.push(finding(block._id, 1));
    if (block.type === 'content-slider' && Array.isArray(block.data.images)) {
      block.data.images.forEach((slide: { alt?: unknown }, index) => {
        if (blank(slide?.alt)) findings.push(finding(block._id, index + 1));
      });
    }
    htmlTags(blockHtml(block)).filter((tag) => tag.name === 'img').forEach((tag, index) => {
      if (!('alt' in tag.attributes)) findings.push(finding(block._id, index + 1));
    });
  }
  return findings;
};
