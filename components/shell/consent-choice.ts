/** A stored cookie-consent choice: '1' accepted, '0' declined, null when none was made. */
export type ConsentValue = '1' | '0' | null;

/** What choosing does: nothing when it is the current value, else store it and reload or just close. */
export type ConsentAction = 'none' | 'store-and-reload' | 'store-and-close';

/**
 * Spec section 4: accepting stores 1 and reloads; declining stores 0 and reloads on the inline
 * settings, or closes the dialog; choosing the current value again does nothing.
 */
export function consentAction(current: ConsentValue, choice: '1' | '0', variant: 'dialog' | 'inline'): ConsentAction {
  if (current === choice) return 'none';
  if (choice === '1' || variant === 'inline') return 'store-and-reload';
  return 'store-and-close';
}
