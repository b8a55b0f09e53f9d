import { useHydrated } from '@/components/hooks/use-hydrated';
import type { WorkbenchLabels, WorkbenchTextKey } from './labels';
import { PAGE_MODULES, SITE_MODULES, type SidebarModule } from './sidebar-modules';
import styles from './workbench.module.css';

interface Props {
  ui: WorkbenchLabels['ui'];
  active: SidebarModule;
  open(module: SidebarModule): void;
  /** Where no page is open, only the site's modules. */
  pageModules: boolean;
}

/**
 * The sidebar's module buttons: the site's (pages, navigation, settings, theme), then the open page's.
 * Disabled until the editor is hydrated: a large page's canvas takes a moment, and a click before it
 * would be lost.
 */
export function ModuleButtons({ ui, active, open, pageModules }: Props) {
  const hydrated = useHydrated();
  const group = <M extends SidebarModule>(label: string, modules: Record<M, WorkbenchTextKey>) => (
    <div role="group" aria-label={label} className={styles.moduleGroup}>
      {(Object.keys(modules) as M[]).map((module) => (
        <button key={module} type="button" aria-pressed={active === module} disabled={!hydrated} onClick={() => open(module)}>{ui[modules[module]]}</button>
      ))}
    </div>
  );
  return (
    <nav className={styles.modules} aria-label={ui.modules}>
      {group(ui.siteModules, SITE_MODULES)}
      {pageModules && group(ui.pageModules, PAGE_MODULES)}
    </nav>
  );
}
