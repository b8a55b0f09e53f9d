'use client';

// First, before any module of the editor parses.
import './zod-without-eval';
import { useEffect, useState, type ReactNode } from 'react';
import { AddBlock } from './add-block';
import { BlockSettings } from './block-settings';
import { Canvas } from './canvas';
import { ConflictBar } from './conflict-bar';
import { EditorStoreProvider, useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import { Outline } from './outline';
import { RefusalNotice } from './refusal-notice';
import { RevisionsPanel } from './revisions-panel';
import { ShortcutsPanel } from './shortcuts-panel';
import { ModuleButtons } from './module-buttons';
import type { SiteModule, SiteModules } from './sidebar-modules';
import { createEditorStore, type EditorStart } from './state/store';
import { Toolbar } from './toolbar';
import { useAutosave } from './use-autosave';
import { useShortcuts } from './use-shortcuts';
import styles from './workbench.module.css';

function Sidebar({ labels, site }: { labels: WorkbenchLabels; site: SiteModules }) {
  const sidebar = useEditor((s) => s.sidebar);
  const store = useEditorStore();
  return (
    <aside className={styles.sidebar} aria-label={labels.ui.sidebar} lang={labels.language}>
      <Toolbar ui={labels.ui} />
      <ConflictBar ui={labels.ui} />
      <RefusalNotice labels={labels} />
      <ModuleButtons ui={labels.ui} active={sidebar} open={(module) => store.getState().openSidebar(module)} pageModules />
      {sidebar in site && site[sidebar as SiteModule]}
      {sidebar === 'blocks' && <Outline labels={labels} />}
      {sidebar === 'add-block' && <AddBlock labels={labels} />}
      {sidebar === 'block-settings' && <BlockSettings labels={labels} />}
      {sidebar === 'revisions' && <RevisionsPanel ui={labels.ui} />}
      {sidebar === 'shortcuts' && <ShortcutsPanel ui={labels.ui} />}
    </aside>
  );
}

function Effects() {
  useAutosave();
  useShortcuts();
  return null;
}

/**
 * The page editor around the page's screen (the canvas, whose blocks render live from the store): a sidebar with the site's modules
 * (page manager, navigation, shop settings, theme) and the page's (its blocks, the block palette, the
 * selected block's settings, the revisions and the keyboard shortcuts), and a toolbar with undo,
 * redo, the preview widths, the save status and Publish. Changes go through the store and are saved
 * as the draft.
 */
export function Workbench({ start, labels, site, children }: { start: EditorStart; labels: WorkbenchLabels; site: SiteModules; children: ReactNode }) {
  // One store per document: the page renders the workbench keyed by its document, so opening another
  // page starts afresh.
  const [store] = useState(() => createEditorStore(start));
  // A draft saved elsewhere (a page's settings in the page manager) arrives with the refreshed page.
  useEffect(() => {
    if (start.hasDraft) store.getState().draftFound();
  }, [store, start.hasDraft]);
  return (
    <EditorStoreProvider store={store}>
      <Effects />
      <div className={styles.workbench}>
        <Canvas labels={labels}>{children}</Canvas>
        <Sidebar labels={labels} site={site} />
      </div>
    </EditorStoreProvider>
  );
}
