/**
 * The category and product pickers' texts (messages/*.json, namespace EditorPickers), translated on
 * the server and handed to the editor as plain strings like the workbench's (labels.ts); `{name}`,
 * `{title}`, `{position}` and `{max}` are filled in by `fill()`.
 */
export const PICKER_TEXT_KEYS = [
  'filterCategories', 'noCategory', 'hiddenCategory', 'unknownCategory', 'loadingCategories', 'categoriesFailed',
  'noMatchingCategories', 'retry', 'chosenProducts', 'noProductsChosen', 'loadingProducts', 'productsFailed',
  'unknownProduct', 'moveUp', 'moveDown', 'removeProduct', 'searchProducts', 'searchHint', 'searching', 'searchFailed',
  'noProductsFound', 'addProduct', 'alreadyChosen', 'productLimit', 'productAdded', 'productRemoved', 'productMoved',
] as const;
export type PickerTextKey = (typeof PICKER_TEXT_KEYS)[number];
