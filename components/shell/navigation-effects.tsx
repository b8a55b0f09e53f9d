'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_VIEW_DELAY_MS, trackPageView } from '@/lib/analytics/page-view';
import { withCarriedQuery } from '@/lib/routing/links';

const isFramed = () => window.self !== window.top;

function followableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang')) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.origin !== window.location.origin) return null;
  return anchor.getAttribute('href')?.startsWith('#') ? null : anchor;
}

/**
 * What happens on every navigation (spec section 2): the page view is tracked 1 ms later (not in the
 * editor or a frame; the editor frame tells its parent the previewed path in
 * components/owner/back-office-frame.tsx, to the shop's allowed origins only), and links keep the carried
 * query parameters that cached pages cannot render into their hrefs (theme preview, token, ...; the shop
 * and preview are in the hrefs already, LinkContext).
 * Scrolling to top on push, restoring on back and smooth hash scrolling come from Next and globals.css.
 */
export function NavigationEffects({ editor }: { editor: boolean }) {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const timer = setTimeout(() => {
      trackPageView(window.location.pathname, document.title, { editor, framed: isFramed() });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, editor]);

  useEffect(() => {
    const carry = (event: MouseEvent) => {
      const anchor = followableLink(event);
      if (!anchor) return;
      const href = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      const carried = withCarriedQuery(href, window.location.search);
      if (carried === href) return;
      // Runs before React's handlers (window, capture phase), so next/link does not navigate without them.
      event.preventDefault();
      event.stopPropagation();
      router.push(carried);
    };
    window.addEventListener('click', carry, true);
    return () => window.removeEventListener('click', carry, true);
  }, [router]);

  return null;
}
