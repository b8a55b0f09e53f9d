'use client';

import { useEffect, useRef } from 'react';
import { parentMessageOf, type ParentMessage } from './parent-frame';

/** The bearer token a parent frame posts (spec section 7: TOKEN), as `{ type: 'TOKEN', token }` or with `payload`. */
function tokenOfMessage(message: ParentMessage | null): string | null {
  if (message?.type !== 'TOKEN') return null;
  const { token } = message as { token?: unknown };
  const value = typeof token === 'string' ? token : message.payload;
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : null;
}

/**
 * Picks up the owner's bearer token the way the editor receives it (spec section 6): from the `token`
 * parameter of the address, which is removed from it at once so it is neither kept in the history nor
 * passed on, or from a TOKEN message of the parent frame when that frame is the shop itself or one of
 * its back offices (`backOffices`, the shop's allowed origins). Each token is handed to `exchange` once.
 */
export function useTokenExchange(exchange: (token: string) => void, backOffices: readonly string[]): void {
  const seen = useRef(new Set<string>());
  const latest = useRef({ exchange, backOffices });
  useEffect(() => {
    latest.current = { exchange, backOffices };
  });

  useEffect(() => {
    const take = (token: string | null) => {
      if (!token || seen.current.has(token)) return;
      seen.current.add(token);
      latest.current.exchange(token);
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
    const onMessage = (event: MessageEvent) => take(tokenOfMessage(parentMessageOf(event, latest.current.backOffices)));
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(fromAddress);
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
