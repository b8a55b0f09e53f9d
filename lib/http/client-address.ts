import { isIPv6 } from 'node:net';
import type { NextRequest } from 'next/server';

/**
 * The address of the peer that opened the connection, stamped on every request by the
 * server in front of Next.js (lib/http/instance-server.ts), which overwrites whatever a client sent in this header.
 */
export const PEER_ADDRESS_HEADER = 'x-vitrine-peer-address';

/** Bucket of requests whose address is unknown (none stamped): they share one limit, which can only be stricter. */
const UNKNOWN_CLIENT = 'unknown-client';

/** TRUSTED_PROXY_COUNT: reverse proxies in front of the app; 0 (the default) when clients connect directly. */
export function trustedProxyCount(env: Record<string, string | undefined> = process.env): number {
  const count = Number(env.TRUSTED_PROXY_COUNT ?? 0);
  return Number.isInteger(count) && count >= 0 && count <= 10 ? count : 0;
}

/** The 64-bit network of an IPv6 address: one customer line gets a whole /64, so one address is no unit. */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** One key per client: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 network. */
export function addressKey(address: string): string {
  const text = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text)?.[1];
  if (mapped) return mapped;
  return isIPv6(text) ? ipv6Network(text) : text;
}

/**
 * Who a request comes from, for rate limits. With no proxy in front (TRUSTED_PROXY_COUNT=0, the
 * default, right for `npm start`) it is the socket's peer address: X-Forwarded-For is whatever the
 * client wrote and is ignored. Behind N proxies of the operator it is the X-Forwarded-For entry N
 * places from the right, the one the outermost proxy appended; entries further left are the client's.
 */
export function clientKey(request: NextRequest, trustedProxies = trustedProxyCount()): string {
  return clientKeyOf((name) => request.headers.get(name), trustedProxies);
}

/** clientKey from a request's header reader, for the server hooks, which see Node's request before Next.js. */
export function clientKeyOf(header: (name: string) => string | null, trustedProxies = trustedProxyCount()): string {
  if (trustedProxies === 0) {
    const peer = header(PEER_ADDRESS_HEADER);
    return peer ? addressKey(peer) : UNKNOWN_CLIENT;
  }
  const entries = (header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const entry = entries[Math.max(0, entries.length - trustedProxies)];
  return entry ? addressKey(entry) : UNKNOWN_CLIENT;
}
