/** Whether a hidden spam-trap field was filled in, i.e. a bot sent the form (people never see those fields). */
export function isSpam(traps: (string | undefined)[]): boolean {
  return traps.some((value) => value !== undefined && value.trim() !== '');
}
