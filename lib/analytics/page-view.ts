import { formatPublicPath, parsePublicPath } from '@/lib/routing/parse-path';
import { pushEvent } from './push-event';

/** Spec section 9: a page view is reported 1 ms after a navigation. */
export const PAGE_VIEW_DELAY_MS = 1;

/** Receives page views; replace it with `setPageViewSink` to send them to another analytics service. */
export type PageViewSink = (view: { path: string; title: string }) => void;

// To dataLayer, once the shopper accepted cookies (pushEvent), like the e-commerce events.
let sink: PageViewSink = ({ path, title }) => pushEvent({ event: 'page_view', page_path: path, page_title: title });

/** Routes a page view goes to from now on. */
export function setPageViewSink(next: PageViewSink): void {
  sink = next;
}

/**
 * The path analytics reports (spec section 2): an order confirmation (/o/{orderId}) as the confirmation
 * path /o, so order ids stay out of reports, and the empty root path as /home. Prefixes stay.
 */
export function pageViewPath(pathname: string): string {
  const path = parsePublicPath(pathname);
  const route = path.route === '/' ? '/home' : path.route.startsWith('/o/') ? '/o' : path.route;
  return formatPublicPath({ ...path, route });
}

/** Reports a page view unless the page is the editor's or shown inside a frame (spec section 2). */
export function trackPageView(pathname: string, title: string, context: { editor: boolean; framed: boolean }): void {
  if (context.editor || context.framed) return;
  sink({ path: pageViewPath(pathname), title });
}
