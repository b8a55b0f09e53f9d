import { fill } from '../../labels';
import { MAX_LEVELS, type Menu } from './navigation-tree';
import type { MoveRefusal, Place } from './navigation-tree-moves';

/**
 * The Navigation module's texts (EditorNavigation), translated on the server and handed to the module as
 * plain strings. Templates carry {name}, {list}, {level}, {position} and {levels}, filled by `fill`.
 */
export const NAVIGATION_TEXT_KEYS = [
  'navigation', 'main', 'footer', 'empty', 'hidden', 'visible', 'category', 'moveUp', 'moveDown', 'moveIn', 'moveOut',
  'moveToFooter', 'moveToMain', 'saving', 'saved', 'restored', 'drag', 'dragInstructions', 'pickedUp', 'willGo', 'notOverPlace',
  'cancelled', 'moved', 'nowVisible', 'nowHidden', 'tooDeep', 'footerFlat', 'alreadyInFooter', 'alreadyInMain', 'changedElsewhere',
] as const;
export type NavigationTextKey = (typeof NAVIGATION_TEXT_KEYS)[number];
export type NavigationLabels = Record<NavigationTextKey, string>;

export const listName = (labels: NavigationLabels, menu: Menu) => (menu === 'main' ? labels.main : labels.footer);

/** "{name} will go into …" or "{name} is now in …": the menu, level and position of a place. */
export const placeText = (template: string, labels: NavigationLabels, name: string, place: Place) =>
  fill(template, { name, list: listName(labels, place.menu), level: place.level, position: place.position });

/** Why `name` cannot go into `menu`. */
export function refusalText(labels: NavigationLabels, refusal: MoveRefusal, name: string, menu: Menu): string {
  if (refusal === 'too-deep') return fill(labels.tooDeep, { levels: MAX_LEVELS.main });
  if (refusal === 'footer-flat') return fill(labels.footerFlat, { name });
  return fill(menu === 'footer' ? labels.alreadyInFooter : labels.alreadyInMain, { name });
}
