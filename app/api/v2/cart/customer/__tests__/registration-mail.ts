import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { POST as confirm } from '../confirm/route';
import { POST as register } from '../route';

/** The queued mail of a kind to an address, newest first. */
export function mailsTo(handle: DatabaseHandle, kind: string, to: string) {
  return handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to))).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The token of the newest confirmation mail to an address, read from its link as the shopper would. */
export async function confirmationToken(handle: DatabaseHandle, to: string): Promise<string> {
  const [mail] = await mailsTo(handle, 'account-confirmation', to);
  const token = /\/confirm-account\?tkn=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No confirmation link to ${to}`);
  return token;
}

/** Registers an address through the API and confirms it with the mailed link: a customer who can sign in. */
export async function registerConfirmedCustomer(handle: DatabaseHandle, email: string, password: string): Promise<void> {
  const registered = await callRoute(register, {
    method: 'POST', url: '/api/v2/cart/customer?shop=demo', body: { email, initialPassword: password }, headers: { 'x-forwarded-for': freshClientIp() },
  });
  if (registered.status !== 202) throw new Error(`Registration answered ${registered.status}`);
  const confirmed = await callRoute(confirm, {
    method: 'POST', url: '/api/v2/cart/customer/confirm?shop=demo', body: { token: await confirmationToken(handle, email) }, headers: { 'x-forwarded-for': freshClientIp() },
  });
  if (confirmed.status !== 200) throw new Error(`Confirmation answered ${confirmed.status}`);
}
