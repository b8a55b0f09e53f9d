/**
 * A token the browser keeps for the server (its cart's, its customer session's) as services see it: the
 * value it sent, and a way to hand it a new one or make it drop it. Services know no cookies; the HTTP
 * layer backs this with one (lib/http/cart-cookie.ts, lib/http/session-cookie.ts).
 */
export interface BrowserToken {
  /** The token the browser sent, if any. */
  readonly value: string | undefined;
  /** Gives the browser a new token, with the response the request ends with (even an error). */
  replace(token: string): void;
  /** Makes the browser forget its token. */
  clear(): void;
}
