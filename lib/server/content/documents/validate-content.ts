import { blockDefinitions, isBlockType, isLayoutType } from '@/components/blocks/definitions';
import type { LocaleBlock } from '@/lib/content/locale-texts';
import type { PageContent } from '@/lib/schemas/page-content';
import { ValidationError } from '@/lib/server/errors';

type FieldError = { path: string; message: string };

/**
 * Every block of a write checked against its type's schema, with defaults filled in. A bad field is
 * named by block id and field (`blocks[b-3].data.alt`), unknown types and repeated ids are refused;
 * all problems are reported at once so that the editor can mark each of them.
 */
export function validateContent(content: PageContent): LocaleBlock[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const check = (blocks: PageContent['blocks']): LocaleBlock[] => blocks.map((block) => {
    const at = `blocks[${block._id}]`;
    if (seen.has(block._id)) errors.push({ path: `${at}._id`, message: 'Block ids must be unique in a page' });
    seen.add(block._id);
    if (!isBlockType(block.type)) {
      errors.push({ path: `${at}.type`, message: `Unknown block type: ${block.type}` });
      return block as LocaleBlock;
    }
    const parsed = blockDefinitions[block.type].schema.safeParse(block.data ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ path: [`${at}.data`, ...issue.path.map(String)].join('.'), message: issue.message });
    }
    const layout = isLayoutType(block.type);
    if (!layout && block.columns) errors.push({ path: `${at}.columns`, message: `A ${block.type} block holds no columns` });
    return {
      _id: block._id,
      type: block.type,
      data: parsed.success ? (parsed.data as Record<string, unknown>) : block.data,
      ...(block.settings ? { settings: block.settings } : {}),
      ...(layout ? { columns: (block.columns ?? []).map(check) } : {}),
    };
  });
  const blocks = check(content.blocks);
  if (errors.length > 0) throw new ValidationError(errors, `Invalid block data: ${errors[0]!.path}: ${errors[0]!.message}`);
  return blocks;
}
