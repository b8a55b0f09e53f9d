/** Cookies a handler reads, sets or deletes; what it sets is applied to whatever response it ends with. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** `frameable`: SameSite=None over HTTPS for a shop with a back office, for the cookies of an editor it frames. */
  set(name: string, value: string, maxAgeSeconds?: number, options?: { frameable?: boolean }): void;
  delete(name: string): void;
}

/** What reading needs of a cookie jar; a page builds one from next/headers' cookies(). */
export type CookieReader = Pick<CookieJar, 'get'>;
