'use client';

import { useEditor } from '../editor-store-context';
import type { WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';
import { useSectionEditorHref } from './section-href';

/** Above the canvas while a section is open: what its Publish reaches, and the way back to the page it was opened from. */
export function SectionNotice({ ui }: { ui: WorkbenchLabels['ui'] }) {
  const inSection = useEditor((s) => s.document.kind === 'section');
  const pageHref = useSectionEditorHref(null);
  if (!inSection) return null;
  return <p role="note" className={styles.note}>{ui.editingSection} <a href={pageHref}>{ui.backToPage}</a></p>;
}
