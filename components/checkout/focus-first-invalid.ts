/**
 * Moves focus to the first invalid field (element ids in the form's order): a screen reader then reads
 * its label, that it is invalid and the error its aria-describedby names, and the shopper is where the
 * correction is made. Whether there was one, so the form stops there.
 */
export function focusFirstInvalid(ids: readonly string[]): boolean {
  const [first] = ids;
  if (first === undefined) return false;
  document.getElementById(first)?.focus();
  return true;
}
