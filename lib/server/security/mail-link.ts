import 'server-only';
import { getServerSecret } from './secret';
import { signToken, verifyToken } from './signed-token';

/** What a mail's link names: one row (`id`) of one shop, of a kind of mail, for one action. */
export interface MailLinkScope {
  kind: string;
  action: string;
  shopId: string;
}

interface MailLinkPayload { k: string; a: string; s: string; id: string; exp: number }

/** The token of a mail's link: signed, expiring after `ttlSeconds`; nothing is stored. */
export async function mailLinkToken(scope: MailLinkScope, id: string, ttlSeconds: number, now = Date.now()): Promise<string> {
  const payload: MailLinkPayload = { k: scope.kind, a: scope.action, s: scope.shopId, id, exp: Math.floor(now / 1000) + ttlSeconds };
  return signToken(payload, await getServerSecret());
}

/** The id a valid, unexpired token names for exactly this kind, action and shop, else null. */
export async function idOfMailLink(scope: MailLinkScope, token: string, now = Date.now()): Promise<string | null> {
  const payload = verifyToken<MailLinkPayload>(token, await getServerSecret());
  if (!payload || payload.k !== scope.kind || payload.a !== scope.action || payload.s !== scope.shopId || typeof payload.id !== 'string') return null;
  return payload.exp * 1000 > now ? payload.id : null;
}
