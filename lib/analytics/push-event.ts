import { hasCookieConsent } from '@/lib/cookie-consent';
import { signalConsent } from './consent-mode';
import { dataLayer } from './data-layer';

/**
 * Pushes an analytics event, only when the shopper accepted cookies (the consent cookie is '1'); before
 * that it is dropped, never kept for later: a shopper who accepts afterwards is counted from then on.
 * An e-commerce event clears the previous one's `ecommerce` object first, as Google asks, so that a tag
 * never reads items of an earlier event. Nothing from a page shown in a frame (the editor's canvas), as
 * page views (spec section 2).
 */
export function pushEvent(event: { event: string } & Record<string, unknown>): void {
  const cookie = document.cookie;
  if (!hasCookieConsent(cookie) || window.self !== window.top) return;
  signalConsent(cookie);
  if ('ecommerce' in event) dataLayer().push({ ecommerce: null });
  dataLayer().push(event);
}
