import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Breakpoint } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import type { ShopType } from '@/lib/schemas/shop-type';
import { addedIds, applyAction, historyGroupOf, type EditorAction } from './actions';
import { findBlock, TreeError, walkBlocks, type BlockPlace, type TreeRefusal } from '@/components/blocks/block-tree';
import { emptyHistory, record, redo, undo, type History, type HistoryEntry } from './history';
import { insertBlocks, pastePlace, selectionRange } from './selection';
import type { LocaleTexts, PastedBlocks } from '../clipboard/payload';
import type { SidebarModule } from '../sidebar-modules';
import type { MissingText } from '@/lib/content/locale-texts';
import { copyFromDefault, marksOf, NO_MARKS, settleMarks, type MissingMarks } from './missing-texts';
import { detachAction, type EditorSection } from './sections';

/** What the page's blocks belong to: the document the editor saves them to. */
export interface DocumentRef {
  kind: 'page' | 'category' | 'section';
  id: string;
  locale: string;
  /** A page's storefront route by the slug shoppers know, which the editor's address ends with; null for a category. */
  route?: string | null;
}

/**
 * Why the tree refused a change, and the block type whose constraint it was; or why nothing could be
 * pasted (the clipboard's blocks damaged, no blocks there, the browser not letting the editor read it).
 */
export interface Refusal {
  reason: TreeRefusal | 'clipboard-invalid' | 'clipboard-empty' | 'clipboard-blocked';
  blockType?: string;
}

/** The preview width: the canvas shows the page as shoppers see it on that kind of screen. */
export type Viewport = Breakpoint;
/**
 * Spec section 4: saving, then saved, or cleared on failure; a conflict waits for the owner's choice.
 * Taken over: another owner took the page over (issue 30), and nothing is saved until this one takes it back.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'conflict' | 'taken-over';

/** Who took the page over from this editor and when (the server's words; null when it no longer knows). */
export interface Takeover {
  by: string | null;
  at: string | null;
}

interface DocumentSlice {
  document: DocumentRef;
  /** The shop's type: which block types the owner may add (definitions' `shopTypes`). */
  shopType: ShopType;
  blocks: Block[];
  /** The version the next save names as its base. */
  version: number;
  /** The blocks the server has: what a save compares with, and a reload after a conflict brings back. */
  savedBlocks: Block[];
  /** The blocks shoppers see: what Publish would change is the difference (`blockChanges`). */
  publishedBlocks: Block[];
  hasDraft: boolean;
  /** The shop's default language, whose texts show where the edited language has none. */
  defaultLocale: string;
  /** The texts the edited language lacks (missing-texts.ts); none in the default language. */
  missing: MissingMarks;
}
/** A planned publish of the document: of every language (`locale` null) or of one (issue 30). */
export interface PlannedPublish {
  id: string;
  locale: string | null;
  publishAt: string;
}
/** Publishing one language or all (issue 30). */
interface PublishingSlice {
  /** The shop's languages by their names in the owner's language, as the content-language switch names them. */
  languageNames: Readonly<Record<string, string>>;
  /** The language Publish was last chosen for, null for every language: what the Checks panel counts missing texts in. */
  publishLocale: string | null;
  /** The planned publishes, the soonest first. */
  schedules: readonly PlannedPublish[];
}
interface SelectionSlice {
  /** The primary selection: the block the inspector, the canvas's toolbar and text in place are about. */
  selectedId: string | null;
  /**
   * Every selected block, the primary one included (empty when none): what Copy, Cut, Delete, Duplicate,
   * Move and Hide act on. Its first block is where Shift extends a range from.
   */
  selectedIds: readonly string[];
}
interface HistorySlice { history: History }
/** The texts of the shop's other locales, which the page's blocks carry to the clipboard and from it. */
interface TextsSlice {
  /** By block id: as the server had them when the page opened, and those of blocks pasted since. What Copy puts on the clipboard. */
  otherTexts: Readonly<Record<string, LocaleTexts>>;
  /** By block id, those of pasted and duplicated blocks: saves send them with the blocks, and the server keeps them for the blocks new to it. */
  pastedTexts: Readonly<Record<string, LocaleTexts>>;
}
/** The shop's reusable sections: what the canvas shows in place of a reference, and what the palette places. */
interface SectionsSlice {
  sections: Readonly<Record<string, EditorSection>>;
}
interface SaveSlice {
  saveStatus: SaveStatus;
  /** The version another owner saved, while the conflict is open. */
  conflictVersion: number | null;
  /** This editor (the tab): its heartbeats and saves name it, so that a takeover stops them (presence.ts). */
  editorId: string;
  /** While another owner has taken the page over from this editor. */
  takeover: Takeover | null;
  /** The other editors of the page, as the last heartbeat answered (presence.ts), first come first. */
  presentEditors: readonly PresentEditor[];
}

/** Another editor of the page: the owner's email and since when (ISO time). */
export interface PresentEditor {
  editorId: string;
  email: string;
  since: string;
}
/** What the shop's active theme style asks of the content (spec section 3, theme style meta). */
interface ThemeSlice {
  /** The width content images should have at least, in pixels, if the style names one. */
  recommendedImageWidth: number | undefined;
}
/** Images on their way to the server, shown on the canvas from the owner's own file meanwhile (canvas-images.ts). */
interface UploadSlice {
  /** A local (blob:) address by the id of the image block it goes to. Not part of the page: no undo, never saved. */
  localImages: Readonly<Record<string, string>>;
}
interface UiSlice {
  viewport: Viewport;
  /** The open module of the left panel, null while the panel is collapsed; it opens on the page manager (spec section 3, view state). */
  sidebar: SidebarModule | null;
  /** Whether the inspector (the selected block's settings) is shown; selecting a block shows it. */
  inspectorOpen: boolean;
  /** Where the block palette adds its next block, when a "+" on the canvas chose the place; else after the selection. */
  insertAt: BlockPlace | null;
  /** Where a block dragged from the palette would land (among the page's blocks or in a layout's column), while it is over the canvas. */
  dropAt: BlockPlace | null;
  /** Why the last change was refused (a second category block, too deep a nesting), until the next one. */
  refusal: Refusal | null;
}

interface Commands {
  /** Applies a change: recorded for undo, selection kept valid. False when the tree refused it. */
  dispatch(action: EditorAction, at?: number): boolean;
  /**
   * Pastes blocks after `afterId` (in its list; the primary selection when not given), else at the end of
   * the page, as one step, keeping their other locales' texts. False when the tree refused them.
   */
  paste(pasted: PastedBlocks, afterId?: string | null): boolean;
  /**
   * "Copy from English": the default language's texts of `targets` (one field, or every missing text of
   * the page) become the edited language's own, as one step. False when there was nothing to copy.
   */
  copyFromDefault(targets: readonly MissingText[]): boolean;
  /**
   * Detach: replaces the section reference `id` by independent copies of the section's blocks (new ids,
   * every language's texts), as one step. False when `id` is no reference to a known section.
   */
  detach(id: string, newId: () => string): boolean;
  /** A section saved or changed: the canvas shows it, the palette offers it. */
  sectionSaved(section: EditorSection): void;
  /** A section deleted: the palette no longer offers it. */
  sectionDeleted(id: string): void;
  /** Says why nothing changed, until the next change (a paste the clipboard could not give). */
  refuse(refusal: Refusal): void;
  undo(): void;
  redo(): void;
  /** Selects one block alone (or none). */
  select(id: string | null): void;
  /**
   * Ctrl/Cmd with a click (`toggle`): the block joins the selection as its primary block, or leaves it.
   * Shift with a click or an arrow (`range`): the blocks from the selection's first one to this one.
   */
  selectMore(id: string, how: 'toggle' | 'range'): void;
  setViewport(viewport: Viewport): void;
  openSidebar(module: SidebarModule): void;
  /** Collapses the left panel; a module of the rail opens it again. */
  closeSidebar(): void;
  /** A "+" on the canvas: the palette opens, and its next block goes at `place`. */
  openPaletteAt(place: BlockPlace): void;
  /** A palette drag over the canvas: the drop line shows at `place` (null: nowhere). */
  showDropAt(place: BlockPlace | null): void;
  showInspector(open: boolean): void;
  /** An image chosen for block `blockId` is uploading: the canvas shows the local file `src` until it lands. */
  showLocalImage(blockId: string, src: string): void;
  /** The upload of `src` ended, stored or refused: the canvas shows the block's own image again. */
  endLocalImage(blockId: string, src: string): void;
  saveStarted(): void;
  /** The server has `blocks` as the draft at `version`. */
  saveSucceeded(blocks: Block[], version: number): void;
  /** Cleared on failure (spec section 4); the blocks stay as the owner left them. */
  saveFailed(): void;
  saveConflicted(currentVersion: number): void;
  /** Another owner took the page over: saving stops, the blocks stay. */
  takenOver(takeover: Takeover): void;
  /** Who else edits the page, as a heartbeat answered. */
  presenceChanged(editors: readonly PresentEditor[]): void;
  /** The server's state after publish, discard or restore: the new base, the blocks when they changed. */
  documentChanged(state: {
    version: number; hasDraft: boolean; blocks?: Block[]; route?: string | null; missingTexts?: MissingText[];
    /** What shoppers see now in the open language: a publish of one language leaves a draft. */
    published?: Block[];
    schedules?: PlannedPublish[];
  }): void;
  /** Publish was chosen for one language (null: every language): the Checks panel follows. */
  choosePublishLocale(locale: string | null): void;
  /**
   * The server held a draft at `version` when it rendered the page this tab refreshed to: a page's settings
   * changed in the page manager wait for Publish too. A refresh started before this tab's last write (a
   * publish, say) answers an older version and is ignored.
   */
  draftFound(version: number): void;
}

export type EditorState = DocumentSlice & PublishingSlice & SelectionSlice & HistorySlice & TextsSlice & SectionsSlice & SaveSlice & ThemeSlice & UploadSlice & UiSlice & Commands;
export type EditorStore = StoreApi<EditorState>;

export interface EditorStart {
  document: DocumentRef;
  shopType: ShopType;
  blocks: Block[];
  version: number;
  hasDraft: boolean;
  /** What shoppers see; the blocks themselves when there is no draft. */
  published?: Block[];
  recommendedImageWidth?: number;
  /** The other locales' texts of the blocks, by block id. */
  otherTexts?: Record<string, LocaleTexts>;
  /** The shop's default language (the edited one when not given) and the texts the edited one lacks. */
  defaultLocale?: string;
  missingTexts?: MissingText[];
  /** The shop's sections, their drafts' blocks in the open locale. */
  sections?: EditorSection[];
  /** The shop's languages by their names in the owner's language, and the document's planned publishes. */
  languageNames?: Record<string, string>;
  schedules?: PlannedPublish[];
  /** The editor's id; a new random one by default (tests name theirs). */
  editorId?: string;
}

/** The selection, if its block is still in the tree; null once it is gone. */
const keptSelection = (blocks: Block[], id: string | null): string | null => (id && findBlock(blocks, id) ? id : null);

/** The selection's blocks still in the tree, and a primary one among them (the last one when the primary is gone). */
function keptSelectionOf(blocks: Block[], primary: string | null, ids: readonly string[]): SelectionSlice {
  const found = ids.filter((id) => findBlock(blocks, id));
  // The same array when nothing left it: a change while blocks are selected re-renders no row for the selection.
  const kept = found.length === ids.length ? ids : found;
  const selectedId = keptSelection(blocks, primary) ?? kept.at(-1) ?? null;
  return { selectedId, selectedIds: kept.length > 0 || !selectedId ? kept : [selectedId] };
}

/**
 * The other locales' texts of the blocks an action duplicates, by the copies' ids (a copy has its
 * original's shape, so their blocks pair up in order): a duplicate keeps every language, as a paste does.
 */
function duplicatedTexts(action: EditorAction, blocks: Block[], texts: TextsSlice['otherTexts']): Record<string, LocaleTexts> {
  if (action.type === 'batch') return Object.assign({}, ...action.actions.map((step) => duplicatedTexts(step, blocks, texts)));
  const original = action.type === 'duplicate' ? findBlock(blocks, action.id) : null;
  if (!original || action.type !== 'duplicate') return {};
  const copies = [...walkBlocks([action.copy])];
  return Object.fromEntries([...walkBlocks([original])].flatMap(({ block }, index) => {
    const own = texts[block._id];
    const copy = copies[index]?.block._id;
    return own && copy ? [[copy, own]] : [];
  }));
}

/** The page as it is now, for the history: its blocks and what is selected. */
const currentEntry = ({ blocks, selectedId, selectedIds, missing }: EditorState): HistoryEntry => ({ blocks, selection: { selectedId, selectedIds }, missing });

/**
 * The page of an undo or redo step, with the selection it had (blocks deleted together are selected again
 * when they come back), kept to the blocks that are in it.
 */
const restored = ({ entry, history }: { entry: HistoryEntry; history: History }) => ({
  blocks: entry.blocks, missing: entry.missing, history, ...keptSelectionOf(entry.blocks, entry.selection.selectedId, entry.selection.selectedIds),
});

/** One editor's store: created per opened document, so nothing leaks from one page to the next. */
export function createEditorStore(start: EditorStart): EditorStore {
  return createStore<EditorState>()((set, get) => ({
    document: start.document,
    shopType: start.shopType,
    blocks: start.blocks,
    version: start.version,
    savedBlocks: start.blocks,
    publishedBlocks: start.published ?? start.blocks,
    hasDraft: start.hasDraft,
    defaultLocale: start.defaultLocale ?? start.document.locale,
    missing: start.missingTexts && start.defaultLocale !== start.document.locale ? marksOf(start.missingTexts) : NO_MARKS,
    languageNames: start.languageNames ?? {},
    publishLocale: null,
    schedules: start.schedules ?? [],
    selectedId: null,
    selectedIds: [],
    history: emptyHistory(),
    otherTexts: start.otherTexts ?? {},
    pastedTexts: {},
    sections: Object.fromEntries((start.sections ?? []).map((section) => [section.id, section])),
    saveStatus: 'idle',
    conflictVersion: null,
    editorId: start.editorId ?? crypto.randomUUID(),
    takeover: null,
    presentEditors: [],
    recommendedImageWidth: start.recommendedImageWidth,
    localImages: {},
    viewport: 'desktop',
    sidebar: 'page-manager',
    inspectorOpen: true,
    insertAt: null,
    dropAt: null,
    refusal: null,

    dispatch(action, at = Date.now()) {
      const { blocks, history, selectedId, selectedIds, shopType, missing } = get();
      let next: Block[];
      try {
        next = applyAction(blocks, action, shopType);
      } catch (error) {
        if (!(error instanceof TreeError)) throw error;
        set({ refusal: { reason: error.reason, blockType: error.blockType } });
        return false;
      }
      // What was added is selected (all of it, the last one primary); otherwise the selection stays where it can.
      const added = addedIds(action);
      const carried = added.length > 0 ? duplicatedTexts(action, blocks, get().otherTexts) : {};
      if (Object.keys(carried).length > 0) {
        set((state) => ({ otherTexts: { ...state.otherTexts, ...carried }, pastedTexts: { ...state.pastedTexts, ...carried } }));
      }
      set({
        blocks: next,
        missing: settleMarks(missing, blocks, next, action),
        history: record(history, { blocks, selection: { selectedId, selectedIds }, missing }, historyGroupOf(action), at),
        ...(added.length > 0 ? keptSelectionOf(next, added.at(-1)!, added) : keptSelectionOf(next, selectedId, selectedIds)),
        refusal: null,
        insertAt: null,
      });
      return true;
    },
    paste(pasted, afterId = get().selectedId) {
      const { blocks, dispatch } = get();
      const action = insertBlocks(pasted.blocks, pastePlace(blocks, afterId));
      if (!action || !dispatch(action)) return false;
      if (Object.keys(pasted.texts).length > 0) {
        set((state) => ({ otherTexts: { ...state.otherTexts, ...pasted.texts }, pastedTexts: { ...state.pastedTexts, ...pasted.texts } }));
      }
      return true;
    },
    copyFromDefault(targets) {
      const { blocks, otherTexts, defaultLocale, dispatch } = get();
      const action = copyFromDefault(blocks, targets, otherTexts, defaultLocale);
      return action !== null && dispatch(action);
    },
    detach(id, newId) {
      const detached = detachAction(get().blocks, id, get().sections, newId);
      if (!detached || !get().dispatch(detached.action)) return false;
      set((state) => ({ otherTexts: { ...state.otherTexts, ...detached.texts }, pastedTexts: { ...state.pastedTexts, ...detached.texts } }));
      return true;
    },
    sectionSaved(section) {
      set((state) => ({ sections: { ...state.sections, [section.id]: section } }));
    },
    sectionDeleted(id) {
      const sections = { ...get().sections };
      delete sections[id];
      set({ sections });
    },
    refuse(refusal) {
      set({ refusal });
    },
    undo() {
      const step = undo(get().history, currentEntry(get()));
      if (step) set(restored(step));
    },
    redo() {
      const step = redo(get().history, currentEntry(get()));
      if (step) set(restored(step));
    },
    select(id) {
      set({ selectedId: id, selectedIds: id ? [id] : [], ...(id ? { inspectorOpen: true } : {}) });
    },
    selectMore(id, how) {
      const { blocks, selectedId, selectedIds } = get();
      if (!findBlock(blocks, id)) return;
      if (how === 'range') {
        const from = selectedIds[0] ?? selectedId ?? id;
        set({ selectedId: id, selectedIds: selectionRange(blocks, from, id), inspectorOpen: true });
      } else if (selectedIds.includes(id)) {
        const others = selectedIds.filter((other) => other !== id);
        set({ selectedIds: others, selectedId: selectedId === id ? (others.at(-1) ?? null) : selectedId });
      } else {
        set({ selectedIds: [...selectedIds, id], selectedId: id, inspectorOpen: true });
      }
    },
    setViewport(viewport) {
      set({ viewport });
    },
    choosePublishLocale(locale) {
      set({ publishLocale: locale });
    },
    openSidebar(module) {
      set({ sidebar: module, ...(module === 'add-block' ? {} : { insertAt: null }) });
    },
    openPaletteAt(place) {
      set({ sidebar: 'add-block', insertAt: place });
    },
    showDropAt(place) {
      const shown = get().dropAt;
      const same = shown === place || (shown && place && shown.parentId === place.parentId && shown.column === place.column && shown.index === place.index);
      if (!same) set({ dropAt: place });
    },
    closeSidebar() {
      set({ sidebar: null });
    },
    showInspector(open) {
      set({ inspectorOpen: open });
    },
    showLocalImage(blockId, src) {
      set((state) => ({ localImages: { ...state.localImages, [blockId]: src } }));
    },
    endLocalImage(blockId, src) {
      if (get().localImages[blockId] !== src) return;
      const others = { ...get().localImages };
      delete others[blockId];
      set({ localImages: others });
    },
    saveStarted() {
      set({ saveStatus: 'saving' });
    },
    saveSucceeded(blocks, version) {
      set({ saveStatus: 'saved', savedBlocks: blocks, version, hasDraft: true, conflictVersion: null });
    },
    saveFailed() {
      set({ saveStatus: 'idle' });
    },
    saveConflicted(currentVersion) {
      set({ saveStatus: 'conflict', conflictVersion: currentVersion });
    },
    takenOver(takeover) {
      set({ saveStatus: 'taken-over', takeover, presentEditors: [] });
    },
    presenceChanged(presentEditors) {
      set({ presentEditors });
    },
    documentChanged({ version, hasDraft, blocks, route, missingTexts, published, schedules }) {
      set((state) => ({
        version, hasDraft, saveStatus: 'idle', conflictVersion: null, takeover: null,
        ...(route !== undefined ? { document: { ...state.document, route } } : {}),
        ...(blocks ? { savedBlocks: blocks } : {}),
        ...(schedules ? { schedules } : {}),
        // Published or discarded: shoppers see what the editor has now, or after one language's publish what the server says.
        ...(!hasDraft ? { publishedBlocks: blocks ?? state.blocks } : published ? { publishedBlocks: published } : {}),
        ...(blocks && blocks !== state.blocks ? {
          blocks, history: record(state.history, currentEntry(state), null, Date.now()),
          ...(missingTexts && state.defaultLocale !== state.document.locale ? { missing: marksOf(missingTexts) } : {}),
          ...keptSelectionOf(blocks, state.selectedId, state.selectedIds),
        } : {}),
      }));
    },
    draftFound(version) {
      if (version >= get().version) set({ hasDraft: true });
    },
  }));
}
