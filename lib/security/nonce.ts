/** A fresh CSP nonce: 128 random bits, base64 (what `'nonce-...'` expects). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
