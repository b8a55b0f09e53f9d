/** How many blocks a publish added, changed and removed, and whether it reordered the blocks it kept. */
export interface BlockChanges {
  added: number;
  changed: number;
  removed: number;
  moved: boolean;
}

/** A block of any stage (stored with every locale's texts, or one locale's): its id, own data and columns. */
interface ChangeableBlock {
  _id: string;
  columns?: ChangeableBlock[][];
}

/**
 * Each block's own data as JSON, by block object: the editor compares on every change, and its tree keeps
 * the blocks a change did not touch as the same objects, so only the touched ones are serialised again.
 */
const ownJson = new WeakMap<ChangeableBlock, string>();

function jsonOf(block: ChangeableBlock): string {
  let json = ownJson.get(block);
  if (json === undefined) {
    const own: Partial<ChangeableBlock> = { ...block };
    delete own.columns;
    json = JSON.stringify(own);
    ownJson.set(block, json);
  }
  return json;
}

function flatten(blocks: readonly ChangeableBlock[], into = new Map<string, string>()): Map<string, string> {
  for (const block of blocks) {
    into.set(block._id, jsonOf(block));
    for (const column of block.columns ?? []) flatten(column, into);
  }
  return into;
}

/**
 * What a publish changes, block by block (blocks inside columns count on their own): a block whose own
 * data, texts or settings differ is changed, and the blocks both versions keep are moved when their
 * order differs. The server records it with each revision; the editor shows it before Publish.
 */
export function blockChanges(before: readonly ChangeableBlock[], after: readonly ChangeableBlock[]): BlockChanges {
  const old = flatten(before);
  const now = flatten(after);
  let added = 0, changed = 0, removed = 0;
  for (const [id, json] of now) {
    if (!old.has(id)) added += 1;
    else if (old.get(id) !== json) changed += 1;
  }
  for (const id of old.keys()) if (!now.has(id)) removed += 1;
  const kept = (from: Map<string, string>, other: Map<string, string>) => [...from.keys()].filter((id) => other.has(id)).join();
  return { added, changed, removed, moved: kept(now, old) !== kept(old, now) };
}
