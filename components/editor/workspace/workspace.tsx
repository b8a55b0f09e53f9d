import type { ReactNode } from 'react';
import type { WorkbenchLabels } from '../labels';
import styles from './workspace.module.css';

interface Props {
  ui: WorkbenchLabels['ui'];
  language: string;
  rail: ReactNode;
  panel: ReactNode;
  /** What the owner must see whatever panel is open: a conflict, a refused change. */
  notices?: ReactNode;
  canvas: ReactNode;
  inspector?: ReactNode;
}

/**
 * The workspace's columns under the top bar: rail, panel, canvas, inspector. Below 1024 px there is no
 * room to edit beside the canvas: the workspace says so, and the top bar still publishes and views.
 */
export function Workspace({ ui, language, rail, panel, notices, canvas, inspector }: Props) {
  return (
    // The editor document's main content (the page's own <main> is in the canvas frame's document).
    <main className={styles.workspace} aria-label={ui.sidebar} lang={language}>
      <p className={styles.narrow}>{ui.narrowWindow}</p>
      <div className={styles.columns}>
        {rail}
        {panel}
        <div className={styles.centre}>
          {notices && <div className={styles.notices}>{notices}</div>}
          {canvas}
        </div>
        {inspector}
      </div>
    </main>
  );
}
