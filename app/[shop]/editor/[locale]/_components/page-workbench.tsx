import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { MOVES_TEXT_KEYS, RICH_TEXT_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '@/components/editor/labels';
import { Workbench } from '@/components/editor/workbench';
import { BLOCK_FIELDS } from '@/components/editor/block-fields';
import { BLOCK_NAME_KEYS } from '@/components/editor/block-names';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import type { DocumentTarget } from '@/lib/server/content/documents/target';

/** The workbench's texts in the editor's language, as plain strings for the client subtree. */
async function workbenchLabels(): Promise<WorkbenchLabels> {
  const [ui, moves, blocks, fields, richText] = await Promise.all([
    getTranslations('EditorWorkbench'), getTranslations('EditorMoves'), getTranslations('EditorBlocks'), getTranslations('EditorFields'),
    getTranslations('EditorRichText'),
  ]);
  const fieldNames = [...new Set(Object.values(BLOCK_FIELDS).flat().map((field) => field.label ?? field.name))];
  return {
    // Raw: the client fills placeholders such as {name} itself.
    ui: Object.fromEntries(WORKBENCH_TEXT_KEYS.map((key) => [key, ui.raw(key) as string])) as WorkbenchLabels['ui'],
    moves: Object.fromEntries(MOVES_TEXT_KEYS.map((key) => [key, moves.raw(key) as string])) as WorkbenchLabels['moves'],
    blocks: Object.fromEntries(Object.values(BLOCK_NAME_KEYS).map((key) => [key, blocks(key)])),
    fields: Object.fromEntries(fieldNames.map((name) => [name, fields(name)])),
    richText: Object.fromEntries(RICH_TEXT_TEXT_KEYS.map((key) => [key, richText.raw(key) as string])) as WorkbenchLabels['richText'],
  };
}

/** A page's, legal page's or category's screen in the editor, with the page editor around its draft. */
export async function PageWorkbench({ storefront, target, children }: { storefront: Storefront; target: DocumentTarget; children: ReactNode }) {
  const [state, labels] = await Promise.all([getDocumentState(storefront.shop, target, storefront.locale), workbenchLabels()]);
  const document = { ...target, locale: storefront.locale };
  return (
    <Workbench key={`${target.kind}:${target.id}:${storefront.locale}`} labels={labels}
      start={{ document, blocks: state.draft, version: state.version, hasDraft: state.hasDraft }}>
      {children}
    </Workbench>
  );
}
