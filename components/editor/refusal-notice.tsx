'use client';

import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import { columnRange } from '@/components/blocks/block-tree';
import { typeName } from './block-names';
import { useEditor } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import styles from './workbench.module.css';

/** Why the owner's last change did not happen (a second category block, too deep a nesting), until the next one. */
export function RefusalNotice({ labels }: { labels: WorkbenchLabels }) {
  const refusal = useEditor((s) => s.refusal);
  const type = refusal?.blockType ?? '';
  const columns = columnRange(type);
  return (
    <p role="alert" className={styles.refusal} hidden={!refusal}>
      {refusal && fill(labels.moves[refusal.reason], {
        depth: PAGE_CONTENT_LIMITS.depth, count: PAGE_CONTENT_LIMITS.blocks, name: typeName(type, labels),
        min: columns?.min ?? 1, max: columns?.max ?? PAGE_CONTENT_LIMITS.columns,
      })}
    </p>
  );
}
