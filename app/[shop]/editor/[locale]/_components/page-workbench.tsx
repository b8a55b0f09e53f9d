import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { FIELD_TEXT_KEYS, MOVES_TEXT_KEYS, VALIDATION_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '@/components/editor/labels';
import { Workbench } from '@/components/editor/workbench';
import { BLOCK_NAME_KEYS } from '@/components/editor/block-names';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import type { DocumentTarget } from '@/lib/server/content/documents/target';

/** The workbench's texts in the editor's language, as plain strings for the client subtree. */
async function workbenchLabels(shopEmail: string): Promise<WorkbenchLabels> {
  const [ui, moves, blocks, fields, validation] = await Promise.all([
    getTranslations('EditorWorkbench'), getTranslations('EditorMoves'), getTranslations('EditorBlocks'), getTranslations('EditorFields'),
    getTranslations('EditorValidation'),
  ]);
  const raw = <K extends string>(keys: readonly K[], t: { raw(key: NoInfer<K>): unknown }) =>
    Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as Record<K, string>;
  return {
    // Raw: the client fills placeholders such as {name} itself.
    ui: raw(WORKBENCH_TEXT_KEYS, ui),
    moves: raw(MOVES_TEXT_KEYS, moves),
    blocks: Object.fromEntries(Object.values(BLOCK_NAME_KEYS).map((key) => [key, blocks(key)])),
    fields: raw(FIELD_TEXT_KEYS, fields),
    validation: {
      ...raw(VALIDATION_TEXT_KEYS, validation),
      // The one text about the shop rather than a block: filled here, where the shop is known; none without an address.
      contactFormRecipient: shopEmail ? validation('contactFormRecipient', { email: shopEmail }) : '',
    },
  };
}

/** A page's, legal page's or category's screen in the editor, with the page editor around its draft. */
export async function PageWorkbench({ storefront, target, children }: { storefront: Storefront; target: DocumentTarget; children: ReactNode }) {
  const [state, labels] = await Promise.all([getDocumentState(storefront.shop, target, storefront.locale), workbenchLabels(storefront.shop.email)]);
  const document = { ...target, locale: storefront.locale };
  return (
    <Workbench key={`${target.kind}:${target.id}:${storefront.locale}`} labels={labels}
      start={{ document, blocks: state.draft, version: state.version, hasDraft: state.hasDraft }}>
      {children}
    </Workbench>
  );
}
