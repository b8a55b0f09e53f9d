import type { StoredBlock } from '@/lib/content/stored-content';
import type { BlockChanges } from '@/lib/db/schema';

function flatten(blocks: StoredBlock[], into = new Map<string, string>()): Map<string, string> {
  for (const block of blocks) {
    const { columns, ...own } = block;
    into.set(block._id, JSON.stringify(own));
    for (const column of columns ?? []) flatten(column, into);
  }
  return into;
}

/**
 * What a publish changed, block by block (blocks inside columns count on their own): a block whose
 * own data, texts or settings differ is changed, and the blocks both versions keep are moved when
 * their order differs.
 */
export function blockChanges(before: StoredBlock[], after: StoredBlock[]): BlockChanges {
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

/**
 * The English account of the changes, stored with the revision for API clients: "2 added, 1 changed,
 * blocks moved". The editor words the counts in the owner's language instead.
 */
export function summarizeChanges({ added, changed, removed, moved }: BlockChanges, settingsChanged = false): string {
  const parts = [added && `${added} added`, changed && `${changed} changed`, removed && `${removed} removed`, moved && 'blocks moved'];
  const blocks = parts.filter(Boolean).join(', ');
  if (!settingsChanged) return blocks || 'No block changed';
  return blocks ? `${blocks}, page settings changed` : 'Page settings changed';
}
