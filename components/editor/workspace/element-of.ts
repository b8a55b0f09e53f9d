/**
 * The element an event happened on, whichever document it is in. `instanceof Element` is false for the
 * canvas frame's elements, which belong to the frame's window and its own Element.
 */
export function elementOf(target: EventTarget | null): Element | null {
  return target && (target as Node).nodeType === 1 ? (target as Element) : null;
}
