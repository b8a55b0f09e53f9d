'use client';

import { useEffect, useRef } from 'react';
import { hasCookieConsent } from '@/lib/cookie-consent';
import type { BlockScript } from '@/lib/blocks/html-scripts';

/** Runs a free HTML block's scripts, in order and once, when the shopper has accepted cookies (epCookieConsent=1). */
export function ConsentScripts({ scripts }: { scripts: BlockScript[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const ran = useRef(false);
  useEffect(() => {
    const target = holder.current;
    if (ran.current || !target || !hasCookieConsent(document.cookie)) return;
    ran.current = true;
    // Scripts only run when created as elements; markup set through innerHTML stays inert.
    for (const script of scripts) {
      const element = document.createElement('script');
      if (script.type) element.type = script.type;
      if (script.src) {
        element.src = script.src;
        // Inserted scripts are async unless told otherwise; keep the owner's order when they did not ask for it.
        element.async = Boolean(script.async);
        element.defer = Boolean(script.defer);
      } else {
        element.text = script.code ?? '';
      }
      target.appendChild(element);
    }
  }, [scripts]);
  return <div ref={holder} hidden />;
}
