'use client';

import { useHydrated } from '@/components/hooks/use-hydrated';
import type { WorkbenchLabels, WorkbenchTextKey } from '../labels';
import { PAGE_MODULES, SITE_MODULES, type PageModule, type SidebarModule, type SiteModule } from '../sidebar-modules';
import styles from './workspace.module.css';

/** Each module's picture on the rail (24 × 24, drawn with the text's colour); the label under it names it. */
const ICONS: Record<SiteModule | PageModule, string> = {
  'page-manager': 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  navigation: 'M4 6h16M4 12h16M4 18h10',
  'shop-settings': 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  theme: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.6 0-1.2-1-1.4-1-2.6 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
  // A globe: the countries the shop sells to.
  markets: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  blocks: 'M12 3 3 8l9 5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5',
  'add-block': 'M12 5v14M5 12h14',
  // Two speech bubbles: the page's texts in the shop's other languages.
  translations: 'M4 4h10v7H8l-4 3zM10 14v2h6l4 3v-8h-3',
  revisions: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 3v4h4',
  shortcuts: 'M3 7h18v11H3zM7 11h.01M11 11h.01M15 11h.01M8 15h8',
  reviews: 'M12 3l2.7 5.5 6 .9-4.35 4.2 1 6-5.35-2.8-5.35 2.8 1-6L3.3 9.4l6-.9z',
  analytics: 'M4 20h16M6 16v-4M11 16V8M16 16v-6M20 16V5',
};

interface Props {
  ui: WorkbenchLabels['ui'];
  active: SidebarModule | null;
  open(module: SidebarModule): void;
  /** Where no page is open, only the site's modules. */
  pageModules: boolean;
}

/**
 * The workspace's left rail: a button per module, its picture with a visible label and a tooltip, the open
 * page's modules apart from the whole shop's; a module's button opens its panel (again, when it was collapsed).
 * Disabled until the editor is hydrated: a large page takes a moment, and a click before it would be lost.
 */
export function ModuleRail({ ui, active, open, pageModules }: Props) {
  const hydrated = useHydrated();
  const group = <M extends SiteModule | PageModule>(label: string, modules: Record<M, WorkbenchTextKey>) => (
    <div role="group" aria-label={label} className={styles.railGroup}>
      {(Object.keys(modules) as M[]).map((module) => (
        <button key={module} type="button" className={styles.railButton} aria-pressed={active === module} aria-controls="editor-panel"
          title={ui[modules[module]]} disabled={!hydrated} onClick={() => open(module)} data-tour={module === 'page-manager' ? 'pages' : undefined}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={ICONS[module]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{ui[modules[module]]}</span>
        </button>
      ))}
    </div>
  );
  return (
    <nav className={styles.rail} aria-label={ui.modules}>
      {pageModules && group(ui.pageModules, PAGE_MODULES)}
      {group(ui.siteModules, SITE_MODULES)}
    </nav>
  );
}
