import type { StoredBlock } from './stored-content';

function indexById(blocks: readonly StoredBlock[], into = new Map<string, StoredBlock>()): Map<string, StoredBlock> {
  for (const block of blocks) {
    into.set(block._id, block);
    for (const column of block.columns ?? []) indexById(column, into);
  }
  return into;
}

/**
 * What a publish of one language makes live (issue 30): the live layout as it is, each of its blocks
 * (by `_id`, wherever the draft moved it) with the draft's texts of `locale`. A text the draft lacks in
 * `locale` is dropped from the live block too, so shoppers of that language read the default language's
 * there, as in the draft. The draft's new blocks, its moves, deletions and shared fields, and the other
 * languages' texts wait for a publish of every language: they change what every language shows.
 */
export function publishLocale(live: readonly StoredBlock[], draft: readonly StoredBlock[], locale: string): StoredBlock[] {
  const drafted = indexById(draft);
  const merge = (blocks: readonly StoredBlock[]): StoredBlock[] => blocks.map((block) => {
    const columns = block.columns?.map(merge);
    const source = drafted.get(block._id);
    // A block the draft deleted stays live, with its texts, until Publish all.
    if (!source) return columns ? { ...block, columns } : block;
    const texts = { ...block.texts };
    delete texts[locale];
    const own = source.texts?.[locale];
    if (own) texts[locale] = own;
    const published: StoredBlock = { ...block, ...(columns ? { columns } : {}) };
    if (Object.keys(texts).length > 0) published.texts = texts;
    else delete published.texts;
    return published;
  });
  return merge(live);
}
