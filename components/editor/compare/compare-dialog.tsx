'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import { diffBlocks, type BlockDiff } from '@/lib/content/block-diff';
import type { Block } from '@/lib/schemas/page-content';
import { blockName } from '../block-names';
import { fill, type WorkbenchLabels } from '../labels';
import { describeFields } from './diff-words';
import styles from '../workbench.module.css';

const KIND_TEXT = { added: 'compareAdded', removed: 'compareRemoved', moved: 'compareMoved', changed: 'compareChanged' } as const;

/** One changed block's settings: a table of each setting as the inspector names it, before and now. */
function ChangedFields({ diff, beforeLabel, labels }: { diff: Extract<BlockDiff, { kind: 'changed' }>; beforeLabel: string; labels: WorkbenchLabels }) {
  const { ui } = labels;
  return (
    <table className={styles.compareTable}>
      <thead>
        <tr><th scope="col">{ui.compareSetting}</th><th scope="col">{beforeLabel}</th><th scope="col">{ui.compareAfter}</th></tr>
      </thead>
      <tbody>
        {describeFields(diff.block, diff.fields, labels).map((field, index) => (
          <tr key={index}>
            <th scope="row">{field.label}</th>
            {field.before === null || field.after === null
              ? <td colSpan={2}>{ui.compareSettingChanged}</td>
              : <><td>{field.before}</td><td>{field.after}</td></>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What differs between earlier blocks (a publish, or a copy of unsaved changes; `before`, null while it
 * loads) and the draft the owner edits: blocks added, removed, moved and changed, the changed ones
 * setting by setting in the inspector's words. A modal dialog titled `title`, closed by Close or Escape.
 */
export function CompareDialog({ title, beforeLabel, before, draft, labels, onClose }: {
  title: string; beforeLabel: string; before: Block[] | null; draft: Block[]; labels: WorkbenchLabels; onClose: () => void;
}) {
  const { ui } = labels;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const diffs = useMemo(() => (before ? diffBlocks(before, draft) : null), [before, draft]);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={onClose} className={styles.compare}>
      <h2 id={titleId}>{title}</h2>
      {diffs === null && <p role="status">{ui.compareLoading}</p>}
      {diffs?.length === 0 && <p>{ui.compareSame}</p>}
      {diffs && diffs.length > 0 && (
        <ul className={styles.compareList}>
          {diffs.map((diff) => (
            <li key={`${diff.kind}-${diff.block._id}`}>
              <h3 className={styles.revisionName}>{fill(ui[KIND_TEXT[diff.kind]], { block: blockName(diff.block, labels) })}</h3>
              {diff.kind === 'changed' && <ChangedFields diff={diff} beforeLabel={beforeLabel} labels={labels} />}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => dialog.current?.close()}>{ui.close}</button>
    </dialog>
  );
}
