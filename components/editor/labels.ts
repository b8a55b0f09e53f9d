import type { CropTextKey } from './fields/crop-labels';
import type { PickerTextKey } from './fields/picker-labels';
import { PAGE_LANGUAGE_TEXT_KEYS, type PageLanguageTexts } from './site/page-language/labels';

/**
 * The workbench's texts, translated on the server (messages/*.json, namespaces EditorWorkbench,
 * EditorMoves, EditorBlocks, EditorFields, EditorValidation, EditorCrop, EditorPickers and
 * EditorRichText) and handed to the client subtree as plain strings: the storefront's own client
 * islands keep their message provider, and the editor's bundle carries no message catalogue.
 */
/** The workbench's own texts (EditorWorkbench), read by key. */
export const WORKBENCH_TEXT_KEYS = [
  'sidebar', 'toolbar', 'modules', 'siteModules', 'pageModules', 'pages', 'navigation', 'shopSettings', 'theme', 'blocks', 'addBlock', 'settings', 'undo', 'redo', 'publish', 'saving', 'saved',
  'previewWidth', 'phone', 'tablet', 'desktop', 'hideOn', 'hiddenOn', 'moveUp', 'moveDown', 'duplicateBlock', 'deleteBlock', 'deleteQuestion',
  'confirm', 'cancel', 'column', 'columns', 'emptyColumn', 'emptyPage', 'noSelection', 'conflict', 'reload', 'keepMine',
  'revisions', 'revision', 'publishedBy', 'publisherUnknown', 'restore', 'restoreRevision', 'restoreQuestion', 'noRevisions',
  'loadingRevisions', 'retry', 'blocksAdded', 'blocksChanged', 'blocksRemoved', 'blocksMoved', 'pageSettingsChanged', 'noBlockChanged', 'shortcuts', 'or', 'shortcutHelp', 'shortcutSelect', 'shortcutPickUp', 'shortcutMove',
  'shortcutCancel', 'shortcutEditText', 'shortcutStopEditing', 'shortcutRegions', 'keyCtrl', 'keyShift', 'keyEnter', 'keySpace', 'keyEscape', 'chooseImage', 'dropImage', 'uploadingImage',
  'changeImage', 'removeImage', 'imageSize', 'imageTooLarge', 'imageTooLargeKept', 'imageWrongType', 'imageWrongTypeKept',
  'imageFailed', 'imageFailedKept', 'published', 'publishedChanges', 'addFirstBlock', 'blockOnCanvas',
  'layers', 'resizePanel', 'resizeInspector', 'narrowWindow', 'viewAsShopper', 'collapsePanel', 'collapseInspector', 'insertHere', 'insertInColumn', 'publishWaiting', 'blockPath', 'selectParent', 'blockToolbar',
  'tourPagesTitle', 'tourPagesText', 'tourCanvasTitle', 'tourCanvasText', 'tourPublishTitle', 'tourPublishText', 'tourStep', 'tourNext',
  'tourBack', 'tourSkip', 'tourDone', 'tourReopen', 'searchModule', 'reviews', 'markets', 'analyticsModule',
  'checks', 'show', 'checksLoading', 'checksNone', 'checksCount', 'checkError', 'checkWarning', 'checkWholePage',
  'checkRuleImageAlt', 'checkRuleContrast', 'checkRuleHeadings', 'checkRuleLinks', 'checkRuleEmbedTitle', 'checkRulePageWeight', 'checkRuleMissingText',
  'checkImageAlt', 'checkContrast', 'checkManyH1', 'checkHeadingSkipped', 'checkLinkEmpty', 'checkLinkMissing', 'checkLinkHidden',
  'checkEmbedTitle', 'checkVideoTitle', 'checkMapTitle', 'checkPageWeight', 'checkMissingText', 'publishChecksQuestion', 'publishAnyway',
  'copy', 'cut', 'paste', 'moreActions', 'selectedCount', 'deleteSelectionQuestion', 'shortcutCopy', 'shortcutCut', 'shortcutPaste',
  'shortcutSelectToggle', 'shortcutSelectRange', 'keyClick', 'valueForDevice', 'setForDevice', 'inheritedFrom', 'inheritFrom',
  'missingTranslation', 'missingTranslations', 'copyFromDefault', 'copyAllFromDefault', 'textsIn', 'missingShows', 'missingIn', 'missingNone',
  'saveAsSection', 'sectionName', 'detach', 'sections', 'noSections', 'sectionOf', 'sectionMissing', 'editSection', 'editNamedSection',
  'deleteSection', 'deleteNamedSection', 'deleteSectionQuestion', 'deleteUnusedSectionQuestion', 'editingSection', 'backToPage',
  'compare', 'compareRevision', 'compareTitle', 'compareLoading', 'compareSame', 'compareAdded', 'compareRemoved', 'compareMoved',
  'compareChanged', 'compareSetting', 'compareBefore', 'compareAfter', 'compareEmpty', 'compareSettingChanged', 'yes', 'no', 'close',
  'presence', 'editingSince', 'takeOver', 'takeOverHint', 'takenOver', 'anotherOwner', 'draftCopies', 'draftCopy', 'draftCopyOf', 'compareCopy',
  'restoreCopy', 'copyTitle', 'inCopy',
  'publishOptions', 'publishAll', 'publishLanguage', 'schedulePublish', 'publishAt', 'publishLanguages', 'allLanguages', 'schedule',
  'scheduled', 'noSchedules', 'cancelSchedule', 'checksPublishLanguage',
  'missingScope', 'missingThisPage', 'missingWholeShop', 'missingLanguage', 'missingAllLanguages', 'missingShopLoading', 'missingShopNone',
  'missingShopFailed', 'missingHidden', 'missingSectionNamed',
  ...PAGE_LANGUAGE_TEXT_KEYS,
] as const;
export type WorkbenchTextKey = (typeof WORKBENCH_TEXT_KEYS)[number];

/** What the outline says while a block is dragged, and why a change was refused (EditorMoves). */
export const MOVES_TEXT_KEYS = [
  'dragBlock', 'dragInstructions', 'pickedUp', 'willGoBefore', 'willGoAfter', 'willGoInto', 'notOverTarget', 'dropped',
  'cancelled', 'addCancelled', 'columnIn', 'unknown-block', 'unknown-place', 'into-itself', 'too-deep', 'too-many-blocks', 'once-per-page', 'page-only', 'column-count',
  'not-offered-for-shop', 'clipboard-invalid', 'clipboard-empty', 'clipboard-blocked',
] as const;
export type MovesTextKey = (typeof MOVES_TEXT_KEYS)[number];

/** The rich text editor's toolbar, link form and broken-text notice (EditorRichText). */
export const RICH_TEXT_TEXT_KEYS = [
  'formatting', 'bold', 'italic', 'heading', 'subheading', 'bulletedList', 'numberedList', 'link', 'url', 'applyLink',
  'removeLink', 'invalidUrl', 'cannotShow', 'rawHtml', 'editAsRichText', 'blockText', 'stopEditingHint',
] as const;
export type RichTextTextKey = (typeof RICH_TEXT_TEXT_KEYS)[number];

/** The labels of the settings panels' fields (EditorFields): mostly the name of the data field they edit. */
export const FIELD_TEXT_KEYS = [
  'content', 'image', 'src', 'alt', 'link', 'opentab', 'headline', 'text', 'buttontext', 'buttonenabled', 'overlayOpacity',
  'images', 'slide', 'addImage', 'video', 'autoPlay', 'showNav', 'showThumbnails', 'slideInterval', 'showBullets', 'iframe', 'html',
  'categoryId', 'pageSize', 'showStock', 'showPrice', 'size', 'productIds',
  'headlineColour', 'textColour', 'buttonColour', 'colourDefault', 'colourText', 'colourMuted', 'colourPrimary', 'colourAccent',
  'colourSurface', 'embedTitle', 'align', 'alignStart', 'alignCenter', 'alignEnd', 'headlineSize', 'spacing', 'displayHeight',
  'themeDefault', 'sizeNone', 'sizeS', 'sizeM', 'sizeL', 'sizeXL', 'heightAuto',
] as const;
export type FieldTextKey = (typeof FIELD_TEXT_KEYS)[number];

/**
 * Why a field's value is not taken, and what the settings panels tell the owner about a block
 * (EditorValidation). `contactFormRecipient` arrives filled with the shop's address, or empty without one.
 */
export const VALIDATION_TEXT_KEYS = [
  'tooLong', 'tooMany', 'numberRange', 'wholeNumberRange', 'invalid', 'link', 'videoFound', 'noVideo', 'mapEmbedOnly',
  'htmlNote', 'contactFormNote', 'contactFormRecipient', 'slidesFull', 'embedTitleHint',
] as const;
export type ValidationTextKey = (typeof VALIDATION_TEXT_KEYS)[number];

export interface WorkbenchLabels {
  /** The language these texts are in (the owner's), which may differ from the page's. */
  language: string;
  ui: Record<WorkbenchTextKey, string>;
  moves: Record<MovesTextKey, string>;
  blocks: Record<string, string>;
  fields: Record<FieldTextKey, string>;
  validation: Record<ValidationTextKey, string>;
  /** The image block's crop mode (EditorCrop). */
  crop: Record<CropTextKey, string>;
  /** The category and product pickers (EditorPickers). */
  pickers: Record<PickerTextKey, string>;
  /** The rich text editor, in the settings and on the canvas (EditorRichText). */
  richText: Record<RichTextTextKey, string>;
  /** Adding the open page to another language (AddPageLanguageDialog), from the missing translations. */
  pageLanguage: PageLanguageTexts;
}

/** A label with `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The end of the `{…}` group whose inside starts at `from`: the index after its closing brace. */
function groupEnd(text: string, from: number): number {
  let depth = 1;
  let at = from;
  for (; at < text.length && depth > 0; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}') depth--;
  }
  return at;
}

/** The plural's option for `count` (`=n`, else its category in `lang`, else `other`), `#` the count. */
function pluralChoice(options: string, count: number, lang: string): string {
  const byKey = new Map<string, string>();
  const key = /\s*(=\d+|\w+)\s*\{/y;
  for (let at = 0; ; ) {
    key.lastIndex = at;
    const found = key.exec(options);
    if (!found) break;
    at = groupEnd(options, key.lastIndex);
    byKey.set(found[1]!, options.slice(key.lastIndex, at - 1));
  }
  const chosen = byKey.get(`=${count}`) ?? byKey.get(new Intl.PluralRules(lang).select(count)) ?? byKey.get('other') ?? '';
  return chosen.replace(/#/g, new Intl.NumberFormat(lang).format(count));
}

/**
 * A label whose words follow a number (`{max, plural, one {# product} other {# products}}`, messages/*.json)
 * filled in by `lang`'s plural rules, then its `{name}` placeholders as `fill` does: the editor carries no
 * message formatter, and most of its labels avoid plural forms ("Findings: 3"), which these cannot.
 */
export function fillPlural(template: string, values: Record<string, string | number>, lang: string): string {
  const plural = /\{(\w+),\s*plural,/g;
  let out = '';
  let done = 0;
  for (let found = plural.exec(template); found; found = plural.exec(template)) {
    const end = groupEnd(template, plural.lastIndex);
    out += template.slice(done, found.index) + pluralChoice(template.slice(plural.lastIndex, end - 1), Number(values[found[1]!]), lang);
    done = end;
    plural.lastIndex = end;
  }
  return fill(out + template.slice(done), values);
}
