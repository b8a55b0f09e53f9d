'use client';

// First, before any module of the editor parses.
import './zod-without-eval';
import { useEffect, useState, type ReactNode } from 'react';
import { AddBlock } from './add-block';
import { BlockSettings } from './block-settings';
import { ChecksPanel } from './checks/checks-panel';
import { Canvas } from './canvas';
import { ConflictBar } from './conflict-bar';
import { TakenOverBar } from './presence/presence-bar';
import { usePresence } from './presence/use-presence';
import { EditorStoreProvider, useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import { Outline } from './outline';
import { RefusalNotice } from './refusal-notice';
import { SectionNotice } from './sections/section-notice';
import { RevisionsPanel } from './revisions-panel';
import { ShortcutsPanel } from './shortcuts-panel';
import { PAGE_MODULES, SITE_MODULES, TOP_BAR_MODULES, type SiteModule, type SiteModules } from './sidebar-modules';
import { createEditorStore, type EditorStart } from './state/store';
import { findBlock } from '@/components/blocks/block-tree';
import { Toolbar } from './toolbar';
import { takeShown } from './translations/show-after-switch';
import { TranslationsPanel } from './translations/translations-panel';
import { useAutosave } from './use-autosave';
import { useShortcuts } from './use-shortcuts';
import { CanvasFrame } from './workspace/canvas-frame';
import { ModuleRail } from './workspace/module-rail';
import { SidePanel } from './workspace/side-panel';
import { ShowInspector } from './workspace/show-inspector';
import { InSlot } from './workspace/slots';
import { Tour } from './workspace/tour';
import { Workspace } from './workspace/workspace';
import styles from './workbench.module.css';

/** The left panel: the open module of the rail, the site's or the page's; nothing while it is collapsed. */
function ModulePanel({ labels, site }: { labels: WorkbenchLabels; site: SiteModules }) {
  const store = useEditorStore();
  const sidebar = useEditor((s) => s.sidebar);
  if (!sidebar) return null;
  const { ui } = labels;
  const name = ui[{ ...SITE_MODULES, ...PAGE_MODULES, ...TOP_BAR_MODULES }[sidebar]];
  return (
    <SidePanel id="editor-panel" label={name} resizeLabel={ui.resizePanel} side="start" initialWidth={320} lang={labels.language}
      collapseLabel={ui.collapsePanel} onCollapse={() => store.getState().closeSidebar()}>
      <div className={styles.sidebar}>
        {sidebar in site && site[sidebar as SiteModule]}
        {sidebar === 'blocks' && <Outline labels={labels} />}
        {sidebar === 'add-block' && <AddBlock labels={labels} />}
        {sidebar === 'translations' && <TranslationsPanel labels={labels} />}
        {sidebar === 'revisions' && <RevisionsPanel labels={labels} />}
        {sidebar === 'shortcuts' && <ShortcutsPanel ui={labels.ui} />}
        {sidebar === 'checks' && <ChecksPanel labels={labels} />}
      </div>
    </SidePanel>
  );
}

function Effects() {
  useAutosave();
  usePresence();
  useShortcuts();
  return null;
}

interface Props {
  start: EditorStart;
  labels: WorkbenchLabels;
  site: SiteModules;
  /** The page's name, which the canvas frame is called by. */
  title: string;
  /** The page's screen as the server renders it in editor mode; its blocks render live from the store. */
  children: ReactNode;
}

/**
 * The workspace of a page of blocks: the page's tools in the top bar (undo, redo, the device, the save
 * status, "View as shopper", Publish), the rail of modules and its panel on the left (the page's layers,
 * the block palette, revisions and shortcuts; the shop's pages, navigation, theme and settings), the
 * canvas in the middle (the page in a frame at the device's width) and the inspector on the right (the
 * selected block's settings). Every change goes through the one store and is saved as the draft.
 */
export function Workbench({ start, labels, site, title, children }: Props) {
  // One store per document: the page renders the workbench keyed by its document, so opening another
  // page starts afresh.
  const [store] = useState(() => createEditorStore(start));
  // A draft saved elsewhere (a page's settings in the page manager) arrives with the refreshed page.
  useEffect(() => {
    if (start.hasDraft) store.getState().draftFound(start.version);
  }, [store, start.hasDraft, start.version]);
  // A missing text's "Show" in another language opened the page in it: its block is selected here.
  useEffect(() => {
    const shown = takeShown(store.getState().document.locale);
    if (shown && findBlock(store.getState().blocks, shown)) store.getState().select(shown);
  }, [store]);
  return (
    <EditorStoreProvider store={store}>
      <Effects />
      <InSlot name="page-tools"><Toolbar ui={labels.ui} lang={labels.language} /></InSlot>
      <Tour ui={labels.ui} />
      <PageWorkspace labels={labels} site={site} title={title} lang={start.document.locale}>{children}</PageWorkspace>
    </EditorStoreProvider>
  );
}

function PageWorkspace({ labels, site, title, lang, children }: { labels: WorkbenchLabels; site: SiteModules; title: string; lang: string; children: ReactNode }) {
  const store = useEditorStore();
  const sidebar = useEditor((s) => s.sidebar);
  const viewport = useEditor((s) => s.viewport);
  const inspectorOpen = useEditor((s) => s.inspectorOpen);
  const { ui } = labels;
  return (
    <Workspace ui={ui} language={labels.language}
      rail={<ModuleRail ui={ui} active={sidebar} open={(module) => store.getState().openSidebar(module)} pageModules />}
      panel={<ModulePanel labels={labels} site={site} />}
      notices={<><SectionNotice ui={ui} /><TakenOverBar ui={ui} lang={labels.language} /><ConflictBar ui={ui} /><RefusalNotice labels={labels} /></>}
      canvas={<CanvasFrame title={title} device={viewport} lang={lang}><Canvas labels={labels}>{children}</Canvas></CanvasFrame>}
      inspector={inspectorOpen ? (
        <SidePanel label={ui.settings} resizeLabel={ui.resizeInspector} side="end" initialWidth={320} lang={labels.language}
          collapseLabel={ui.collapseInspector} onCollapse={() => store.getState().showInspector(false)}>
          <div className={styles.sidebar}><BlockSettings labels={labels} /></div>
        </SidePanel>
      ) : (
        <ShowInspector label={ui.settings} onShow={() => store.getState().showInspector(true)} />
      )} />
  );
}
