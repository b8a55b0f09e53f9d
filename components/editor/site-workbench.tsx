'use client';

import { useState, type ReactNode } from 'react';
import type { WorkbenchLabels } from './labels';
import { ModuleButtons } from './module-buttons';
import type { SiteModule, SiteModules } from './sidebar-modules';
import styles from './workbench.module.css';

/**
 * The editor on a screen that is no page of blocks (a product, the cart, a shop without a home page yet):
 * the screen as shoppers see it, and a sidebar with the site's modules only.
 */
export function SiteWorkbench({ ui, language, site, children }: { ui: WorkbenchLabels['ui']; language: string; site: SiteModules; children: ReactNode }) {
  const [active, setActive] = useState<SiteModule>('page-manager');
  return (
    <div className={styles.workbench}>
      <div className={styles.canvas}><div className={styles.frame}>{children}</div></div>
      <aside className={styles.sidebar} aria-label={ui.sidebar} lang={language}>
        <ModuleButtons ui={ui} active={active} open={(module) => setActive(module as SiteModule)} pageModules={false} />
        {site[active]}
      </aside>
    </div>
  );
}
