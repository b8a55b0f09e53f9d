import type { StoredBlock } from '@/lib/content/stored-content';

function flatten(blocks: StoredBlock[], into = new Map<string, string>()): Map<string, string> {
  for (const block of blocks) {
    const { columns, ...own } = block;
    into.set(block._id, JSON.stringify(own));
    for (const column of columns ?? []) flatten(column, into);
  }
  return into;
}

/** A short account of what a publish changed, for the revisions list: "2 added, 1 changed, 1 removed". */
export function summarizeChange(before: StoredBlock[], after: StoredBlock[]): string {
  const old = flatten(before);
  const now = flatten(after);
  let added = 0, changed = 0, removed = 0;
  for (const [id, json] of now) {
    if (!old.has(id)) added += 1;
    else if (old.get(id) !== json) changed += 1;
  }
  for (const id of old.keys()) if (!now.has(id)) removed += 1;
  const parts = [added && `${added} added`, changed && `${changed} changed`, removed && `${removed} removed`].filter(Boolean);
  const kept = (from: Map<string, string>, other: Map<string, string>) => [...from.keys()].filter((id) => other.has(id)).join();
  const order = kept(now, old) !== kept(old, now) ? ['blocks moved'] : [];
  return [...parts, ...order].join(', ') || 'No block changed';
}
