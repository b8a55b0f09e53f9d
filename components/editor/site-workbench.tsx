'use client';

import { useState, type ReactNode } from 'react';
import type { WorkbenchLabels } from './labels';
import { SITE_MODULES, type SiteModule, type SiteModules } from './sidebar-modules';
import { CanvasFrame } from './workspace/canvas-frame';
import { CanvasPage } from './workspace/canvas-page';
import { ModuleRail } from './workspace/module-rail';
import { SidePanel } from './workspace/side-panel';
import { Workspace } from './workspace/workspace';
import styles from './workbench.module.css';

interface Props {
  ui: WorkbenchLabels['ui'];
  language: string;
  site: SiteModules;
  /** The screen's name, which the canvas frame is called by. */
  title: string;
  /** The shop's locale, which the screen is in. */
  lang: string;
  children: ReactNode;
}

/**
 * The workspace on a screen that is no page of blocks (a product, the cart, a shop without a home page yet):
 * the screen as shoppers see it in the canvas frame, and the rail with the site's modules only.
 */
export function SiteWorkbench({ ui, language, site, title, lang, children }: Props) {
  const [active, setActive] = useState<SiteModule | null>('page-manager');
  return (
    <Workspace ui={ui} language={language}
      rail={<ModuleRail ui={ui} active={active} open={(module) => setActive(module as SiteModule)} pageModules={false} />}
      panel={active && (
        <SidePanel id="editor-panel" label={ui[SITE_MODULES[active]]} resizeLabel={ui.resizePanel} side="start" initialWidth={320} lang={language}
          collapseLabel={ui.collapsePanel} onCollapse={() => setActive(null)}>
          <div className={styles.sidebar}>{site[active]}</div>
        </SidePanel>
      )}
      canvas={<CanvasFrame title={title} device="desktop" lang={lang}><CanvasPage>{children}</CanvasPage></CanvasFrame>} />
  );
}
