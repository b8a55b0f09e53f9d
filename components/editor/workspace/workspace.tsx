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
    <div className={styles.workspace} role="region" aria-label={ui.sidebar}>
      <p className={styles.narrow} lang={language}>{ui.narrowWindow}</p>
      <div className={styles.columns} lang={language}>
        {rail}
        {panel}
        <div className={styles.centre}>
          {notices && <div className={styles.notices}>{notices}</div>}
          {canvas}
        </div>
        {inspector}
      </div>
    </div>
  );
}
