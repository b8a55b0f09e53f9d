import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { fill, FIELD_TEXT_KEYS, MOVES_TEXT_KEYS, RICH_TEXT_TEXT_KEYS, VALIDATION_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '@/components/editor/labels';
import { Workbench } from '@/components/editor/workbench';
import { BLOCK_NAME_KEYS } from '@/components/editor/block-names';
import { CROP_TEXT_KEYS } from '@/components/editor/fields/crop-labels';
import { PICKER_TEXT_KEYS } from '@/components/editor/fields/picker-labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import { getDocumentState, readOtherLocaleTexts } from '@/lib/server/content/documents/read-document';
import type { DocumentTarget } from '@/lib/server/content/documents/target';
import { findRecommendedImageWidth } from '@/lib/server/themes/theme-styles';
import { readEditorSections } from '@/lib/server/content/sections/sections';
import { pageLanguageTexts } from '../_lib/page-language-texts';
import { texts } from '../_lib/texts';
import { siteModules } from './site-modules';

/** The workbench's texts in the owner's editor language, as plain strings for the client subtree. */
async function workbenchLabels(language: UiLanguage, shopEmail: string): Promise<WorkbenchLabels> {
  const [ui, moves, blocks, fields, validation, crop, pickers, richText, pageLanguage] = await Promise.all([
    texts(language, 'EditorWorkbench', WORKBENCH_TEXT_KEYS), texts(language, 'EditorMoves', MOVES_TEXT_KEYS),
    texts(language, 'EditorBlocks', BLOCK_NAME_KEYS), texts(language, 'EditorFields', FIELD_TEXT_KEYS),
    texts(language, 'EditorValidation', VALIDATION_TEXT_KEYS), texts(language, 'EditorCrop', CROP_TEXT_KEYS),
    texts(language, 'EditorPickers', PICKER_TEXT_KEYS), texts(language, 'EditorRichText', RICH_TEXT_TEXT_KEYS),
    pageLanguageTexts(language),
  ]);
  // The one text about the shop rather than a block: filled here, where the shop is known; none without an address.
  const contactFormRecipient = shopEmail ? fill(validation.contactFormRecipient, { email: shopEmail }) : '';
  return { language, ui, moves, blocks, fields, validation: { ...validation, contactFormRecipient }, crop, pickers, richText, pageLanguage };
}

interface Props {
  storefront: Storefront;
  target: DocumentTarget;
  /** The page's or category's title, which the canvas frame is called by. */
  title: string;
  /** The owner's language for the workbench's texts; the draft is the storefront locale's. */
  language: UiLanguage;
  children: ReactNode;
}

/** A page's, legal page's, category's or section's screen in the editor, with the page editor around its draft. */
export async function PageWorkbench({ storefront, target, title, language, children }: Props) {
  const [state, labels, recommendedImageWidth, site, otherTexts, sections, names] = await Promise.all([
    getDocumentState(storefront.shop, target, storefront.locale), workbenchLabels(language, storefront.shop.email), findRecommendedImageWidth(storefront.shop),
    siteModules(storefront, language, target),
    // Copied blocks take the texts of every language along (the clipboard, components/editor/clipboard).
    readOtherLocaleTexts(storefront.shop, target, storefront.locale),
    // What the canvas shows in place of section references, and the palette's Sections.
    readEditorSections(storefront.shop, storefront.locale),
    getTranslations({ locale: language, namespace: 'Languages' }),
  ]);
  // "Publish German" names the language as the content-language switch does, in the owner's language.
  const languageNames = Object.fromEntries(storefront.shop.locales.map(({ identifier }) => [identifier, names.has(identifier) ? names(identifier) : identifier]));
  const document = { ...target, locale: storefront.locale, route: state.route };
  return (
    <Workbench key={`${target.kind}:${target.id}:${storefront.locale}`} labels={labels} site={site} title={title}
      start={{ document, shopType: storefront.shop.type, blocks: state.draft, published: state.published, version: state.version, hasDraft: state.hasDraft, recommendedImageWidth, otherTexts,
        defaultLocale: storefront.shop.defaultLocale, missingTexts: state.missingTexts, sections, languageNames, schedules: state.schedules }}>
      {children}
    </Workbench>
  );
}
