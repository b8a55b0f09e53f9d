'use client';

// First, before any module of the editor parses.
import './zod-without-eval';
import { useState, type ReactNode } from 'react';
import { AddBlock } from './add-block';
import { BlockSettings } from './block-settings';
import { Canvas } from './canvas';
import { ConflictBar } from './conflict-bar';
import { EditorStoreProvider, useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels, WorkbenchTextKey } from './labels';
import { Outline } from './outline';
import { RefusalNotice } from './refusal-notice';
import { RevisionsPanel } from './revisions-panel';
import { ShortcutsPanel } from './shortcuts-panel';
import { createEditorStore, type EditorStart, type SidebarModule } from './state/store';
import { Toolbar } from './toolbar';
import { useAutosave } from './use-autosave';
import { useShortcuts } from './use-shortcuts';
import styles from './workbench.module.css';

/** The sidebar's modules in the order of their buttons, each with its button's text. */
const MODULES: Record<SidebarModule, WorkbenchTextKey> = {
  'page-manager': 'blocks', 'add-block': 'addBlock', 'block-settings': 'settings', revisions: 'revisions', shortcuts: 'shortcuts',
};

function Sidebar({ labels }: { labels: WorkbenchLabels }) {
  const sidebar = useEditor((s) => s.sidebar);
  const store = useEditorStore();
  return (
    <aside className={styles.sidebar} aria-label={labels.ui.sidebar} lang={labels.language}>
      <Toolbar ui={labels.ui} />
      <ConflictBar ui={labels.ui} />
      <RefusalNotice moves={labels.moves} />
      <nav className={styles.modules} aria-label={labels.ui.modules}>
        {(Object.keys(MODULES) as SidebarModule[]).map((module) => (
          <button key={module} type="button" aria-pressed={sidebar === module} onClick={() => store.getState().openSidebar(module)}>
            {labels.ui[MODULES[module]]}
          </button>
        ))}
      </nav>
      {sidebar === 'page-manager' && <Outline labels={labels} />}
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
 * The page editor around the server-rendered draft (the canvas): a sidebar with the page manager,
 * the block palette, the selected block's settings, the revisions and the keyboard shortcuts, and a
 * toolbar with undo, redo, the preview widths, the save status and Publish. Changes go through the
 * store and are saved as the draft.
 */
export function Workbench({ start, labels, children }: { start: EditorStart; labels: WorkbenchLabels; children: ReactNode }) {
  // One store per document: the page renders the workbench keyed by its document, so opening another
  // page starts afresh.
  const [store] = useState(() => createEditorStore(start));
  return (
    <EditorStoreProvider store={store}>
      <Effects />
      <div className={styles.workbench}>
        <Canvas labels={labels}>{children}</Canvas>
        <Sidebar labels={labels} />
      </div>
    </EditorStoreProvider>
  );
}
