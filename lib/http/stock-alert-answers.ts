import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { ConflictError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { subscribeToStockAlert, type StockAlertLinkOutcome } from '@/lib/server/stock-alerts/stock-alerts';
import { readLimitedBody } from './limited-body';
import { mailLinkPage, messagePage, pageTranslator } from './mail-link-page';
import { pageOfForm } from './same-site';

/** The endpoint as the product page's form sends it without JavaScript: the same limit, a form body read here. */
export const stockAlertFormEndpoint = { ...stockAlertEndpoints.subscribeStockAlert, body: undefined, acceptsAnyContentType: true };

/** One address, percent-encoded at worst, with room for the field's name. */
const FORM_MAX_BYTES = 320 * 9 + 256;
const formSchema = z.object({ email: z.email().max(320) });

/**
 * The product page's "Email me when it is back" form sent without JavaScript: the same service as the
 * JSON call, answered with a page in the shopper's language and the way back to the product. The route
 * hands it only forms from the shop's own pages (`isSameOrigin`).
 */
export async function answerStockAlertFormPost({ request, shop, locale, productId }: { request: NextRequest; shop: Shop; locale: string; productId: string }): Promise<Response> {
  const form = new URLSearchParams((await readLimitedBody(request.body, FORM_MAX_BYTES)).toString('utf8'));
  const { lang, t } = await pageTranslator(locale, 'StockAlert');
  const back = { href: pageOfForm(request), label: t('backToProduct') };
  const page = (status: number, message: string) => messagePage(lang, t('title'), status, message, back);
  const parsed = formSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return page(400, t('invalidEmail'));
  try {
    await subscribeToStockAlert(shop, productId, parsed.data.email, locale);
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'InStock') return page(409, t('inStock'));
    throw error;
  }
  return page(202, t('checkYourMail'));
}

/** The page a confirmation or unsubscribe link opens: what happened, and the way to the shop. */
export function answerStockAlertLink(shop: Shop, locale: string, outcome: StockAlertLinkOutcome, done: 'confirmed' | 'unsubscribed'): Promise<Response> {
  return mailLinkPage(shop, locale, 'StockAlert', outcome === 'done' ? done : 'linkInvalid');
}
