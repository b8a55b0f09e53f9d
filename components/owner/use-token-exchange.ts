'use client';

import { useEffect, useRef } from 'react';

/** The bearer token a parent frame posts (spec section 7: TOKEN), as `{ type: 'TOKEN', token }` or with `payload`. */
function tokenOfMessage(data: unknown): string | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'TOKEN') return null;
  const { token, payload } = data as { token?: unknown; payload?: unknown };
  const value = typeof token === 'string' ? token : payload;
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : null;
}

/**
 * Picks up the owner's bearer token the way the editor receives it (spec section 6): from the `token`
 * parameter of the address, which is removed from it at once so it is neither kept in the history nor
 * passed on, or from a TOKEN message of the parent frame. Each token is handed to `exchange` once.
 */
export function useTokenExchange(exchange: (token: string) => void): void {
  const seen = useRef(new Set<string>());
  const latest = useRef(exchange);
  useEffect(() => {
    latest.current = exchange;
  });

  useEffect(() => {
    const take = (token: string | null) => {
      if (!token || seen.current.has(token)) return;
      seen.current.add(token);
      latest.current(token);
    };
    // A task later: Next's router hooks into history.replaceState in an effect of its own, which runs
    // after this one. Called through that hook, the new address becomes the router's too, so the refresh
    // after the exchange does not write the token back.
    const fromAddress = setTimeout(() => {
      const url = new URL(window.location.href);
      const token = url.searchParams.get('token');
      if (token === null) return;
      url.searchParams.delete('token');
      window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
      take(token);
    }, 0);
    const framed = window.parent !== window;
    const onMessage = (event: MessageEvent) => {
      if (framed && event.source === window.parent) take(tokenOfMessage(event.data));
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(fromAddress);
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
