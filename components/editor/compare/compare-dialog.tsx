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
function ChangedFields({ diff, number, labels }: { diff: Extract<BlockDiff, { kind: 'changed' }>; number: number; labels: WorkbenchLabels }) {
  const { ui } = labels;
  return (
    <table className={styles.compareTable}>
      <thead>
        <tr><th scope="col">{ui.compareSetting}</th><th scope="col">{fill(ui.compareBefore, { number })}</th><th scope="col">{ui.compareAfter}</th></tr>
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
 * What differs between an earlier publish (`revision`, null while it loads) and the draft the owner
 * edits: blocks added, removed, moved and changed, the changed ones setting by setting in the
 * inspector's words. A modal dialog, closed by Close or Escape.
 */
export function CompareDialog({ number, revision, draft, labels, onClose }: {
  number: number; revision: Block[] | null; draft: Block[]; labels: WorkbenchLabels; onClose: () => void;
}) {
  const { ui } = labels;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const diffs = useMemo(() => (revision ? diffBlocks(revision, draft) : null), [revision, draft]);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={onClose} className={styles.compare}>
      <h2 id={titleId}>{fill(ui.compareTitle, { number })}</h2>
      {diffs === null && <p role="status">{ui.compareLoading}</p>}
      {diffs?.length === 0 && <p>{ui.compareSame}</p>}
      {diffs && diffs.length > 0 && (
        <ul className={styles.compareList}>
          {diffs.map((diff) => (
            <li key={`${diff.kind}-${diff.block._id}`}>
              <h3 className={styles.revisionName}>{fill(ui[KIND_TEXT[diff.kind]], { block: blockName(diff.block, labels) })}</h3>
              {diff.kind === 'changed' && <ChangedFields diff={diff} number={number} labels={labels} />}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={() => dialog.current?.close()}>{ui.close}</button>
    </dialog>
  );
}
