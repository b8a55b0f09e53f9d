import { z } from 'zod';
import { hiddenOnSchema } from './block-visibility';

/** The version new content is written in; older stored content is migrated on read. */
export const PAGE_CONTENT_VERSION = 1;

/** Limits that keep one page's JSON within what an editor produces and a page can render. */
export const PAGE_CONTENT_LIMITS = { blocks: 200, columns: 6, depth: 4 } as const;

export interface Block {
  _id: string;
  type: string;
  data: Record<string, unknown>;
  settings?: Record<string, unknown>;
  /** Layout blocks (multi-column, image-with-text, ...) hold their children per column. */
  columns?: Block[][];
}

const blockId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

/**
 * A block at a nesting depth: layouts hold columns of blocks one level deeper, down to the depth limit,
 * where columns are refused. Built level by level rather than recursively, so that hostile input
 * nested a thousand levels deep fails validation instead of overflowing the stack.
 */
function blockSchemaAt(depth: number): z.ZodType<Block> {
  const base = {
    _id: blockId,
    type: z.string().min(1).max(64),
    data: z.record(z.string(), z.unknown()).default({}),
    // Per-block settings beside the type's data; the ones the storefront reads are checked here.
    settings: z.object({ hiddenOn: hiddenOnSchema.optional() }).catchall(z.unknown()).optional(),
  };
  if (depth >= PAGE_CONTENT_LIMITS.depth) {
    return z.object({ ...base, columns: z.never({ error: `Blocks nest at most ${PAGE_CONTENT_LIMITS.depth} levels deep` }).optional() });
  }
  const child = blockSchemaAt(depth + 1);
  return z.object({
    ...base,
    columns: z.array(z.array(child).max(PAGE_CONTENT_LIMITS.blocks)).max(PAGE_CONTENT_LIMITS.columns).optional(),
  });
}

/** A block as stored; each type's own data schema (components/blocks/<type>/schema.ts) refines `data`. */
export const blockSchema: z.ZodType<Block> = blockSchemaAt(1);

export const pageContentSchema = z.object({
  version: z.number().int().positive().default(PAGE_CONTENT_VERSION),
  blocks: z.array(blockSchema).max(PAGE_CONTENT_LIMITS.blocks),
});

export type PageContent = z.infer<typeof pageContentSchema>;

/** Content of a page that has none yet. */
export const emptyPageContent = (): PageContent => ({ version: PAGE_CONTENT_VERSION, blocks: [] });
