'use client';

import { PAGE_CONTENT_LIMITS } from '@/lib/schemas/page-content';
import { useEditor } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import styles from './workbench.module.css';

/** Why the owner's last change did not happen (a second category block, too deep a nesting), until the next one. */
export function RefusalNotice({ moves }: { moves: WorkbenchLabels['moves'] }) {
  const refusal = useEditor((s) => s.refusal);
  return (
    <p role="alert" className={styles.refusal} hidden={!refusal}>
      {refusal && fill(moves[refusal], { depth: PAGE_CONTENT_LIMITS.depth, count: PAGE_CONTENT_LIMITS.blocks })}
    </p>
  );
}
