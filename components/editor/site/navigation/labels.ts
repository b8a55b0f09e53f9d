/**
 * The Navigation module's texts (EditorNavigation), translated on the server and handed to the module as
 * plain strings. Templates carry {name}, {list}, {level}, {position} and {levels}, filled by `fill`.
 */
export const NAVIGATION_TEXT_KEYS = [
  'navigation', 'main', 'footer', 'empty', 'hidden', 'visible', 'category', 'moveUp', 'moveDown', 'moveIn', 'moveOut',
  'moveToFooter', 'moveToMain', 'saving', 'saved', 'restored', 'drag', 'dragInstructions', 'pickedUp', 'willGo', 'notOverPlace',
  'cancelled', 'moved', 'nowVisible', 'nowHidden', 'tooDeep', 'footerFlat', 'alreadyInFooter', 'alreadyInMain',
] as const;
export type NavigationTextKey = (typeof NAVIGATION_TEXT_KEYS)[number];
export type NavigationLabels = Record<NavigationTextKey, string>;
