'use client';

import { useId } from 'react';
import { SaveStatus } from '../save-status';
import { useSiteSave } from '../use-site-save';
import type { ThemeLabels } from './labels';
import { SettingsForm } from './settings-form';
import { StyleList } from './style-list';
import type { ActiveThemeStyle, ThemeEntry } from './theme-types';
import styles from './theme-module.module.css';

export interface ThemeModuleProps {
  labels: ThemeLabels;
  /** The shop's slug, which the stylesheet's address carries. */
  shop: string;
  /** The shopper's address of the shop's home page (with its `shop` parameter), where "Preview" opens. */
  storefrontHref: string;
  themes: ThemeEntry[];
  /** The shop's active style, or null when it has none yet. */
  active: ActiveThemeStyle | null;
  /** The version of which style is active (GET /themes' ETag): an activation names it, so it never undoes another's unseen. */
  activeVersion: number;
  /** In the workbench's sidebar (the default), or the whole theme manager screen. */
  layout?: 'sidebar' | 'page';
}

/**
 * The Theme module (spec sections 2, 3, 6 and 7): the shop's themes and styles, each with a swatch,
 * "Preview" in the storefront and "Activate"; and the active style's settings, shown live on the page
 * and saved as the owner goes, with the save status.
 */
export function ThemeModule({ labels, shop, storefrontHref, themes, active, activeVersion, layout = 'sidebar' }: ThemeModuleProps) {
  const save = useSiteSave();
  const headingId = useId();
  const { text } = labels;
  // The theme manager screen's title there, a module's heading in the sidebar.
  const [Title, Heading, title] = layout === 'page' ? (['h1', 'h2', text.themeManager] as const) : (['h2', 'h3', text.theme] as const);
  return (
    <section className={styles.module} data-layout={layout} aria-labelledby={headingId} lang={labels.language}>
      <div className={styles.head}>
        <Title id={headingId} className={styles.title}>{title}</Title>
        <SaveStatus status={save.status} saving={text.saving} saved={text.saved} />
      </div>
      <StyleList themes={themes} activeVersion={activeVersion} headingLevel={Heading} storefrontHref={storefrontHref} labels={labels} save={save} />
      {active
        ? <SettingsForm key={active.themeStyleId} style={active} shop={shop} labels={labels} save={save} headingLevel={Heading} />
        : <p className={styles.empty}>{text.noActiveStyle}</p>}
    </section>
  );
}
