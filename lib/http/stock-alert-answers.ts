import { createTranslator } from 'next-intl';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { stockAlertEndpoints } from '@/lib/contract/stock-alerts';
import { loadMessages } from '@/lib/i18n/messages';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { ConflictError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { subscribeToStockAlert, type StockAlertLinkOutcome } from '@/lib/server/stock-alerts/stock-alerts';
import { pageOfForm } from './contact-form-post';
import { escapeHtml, htmlPage } from './html-page';
import { readLimitedBody } from './limited-body';

/** The endpoint as the product page's form sends it without JavaScript: the same limit, a form body read here. */
export const stockAlertFormEndpoint = { ...stockAlertEndpoints.subscribeStockAlert, body: undefined, acceptsAnyContentType: true };

/** One address, percent-encoded at worst, with room for the field's name. */
const FORM_MAX_BYTES = 320 * 9 + 256;
const formSchema = z.object({ email: z.email().max(320) });

type Translate = (key: string) => string;

async function translator(locale: string): Promise<{ lang: string; t: Translate }> {
  const lang = resolveUiLanguage(locale);
  // The catalogue is chosen by language at run time, so its keys are not typed here.
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: 'StockAlert' }) as unknown as Translate;
  return { lang, t };
}

function answerPage(lang: string, t: Translate, status: number, message: string, back: { href: string; label: string }): Response {
  const role = status < 400 ? 'status' : 'alert';
  return htmlPage({
    lang, title: t('title'), status,
    body: `<h1>${escapeHtml(t('title'))}</h1><p role="${role}">${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}

/**
 * The product page's "Email me when it is back" form sent without JavaScript: the same service as the
 * JSON call, answered with a page in the shopper's language and the way back to the product. The route
 * hands it only forms from the shop's own pages (`isSameOrigin`).
 */
export async function answerStockAlertFormPost({ request, shop, locale, productId }: { request: NextRequest; shop: Shop; locale: string; productId: string }): Promise<Response> {
  const form = new URLSearchParams((await readLimitedBody(request.body, FORM_MAX_BYTES)).toString('utf8'));
  const { lang, t } = await translator(locale);
  const back = { href: pageOfForm(request), label: t('backToProduct') };
  const parsed = formSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) return answerPage(lang, t, 400, t('invalidEmail'), back);
  try {
    await subscribeToStockAlert(shop, productId, parsed.data.email, locale);
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'InStock') return answerPage(lang, t, 409, t('inStock'), back);
    throw error;
  }
  return answerPage(lang, t, 202, t('checkYourMail'), back);
}

/** The page a confirmation or unsubscribe link opens: what happened, and the way to the shop. */
export async function answerStockAlertLink(shop: Shop, locale: string, outcome: StockAlertLinkOutcome, done: 'confirmed' | 'unsubscribed'): Promise<Response> {
  const { lang, t } = await translator(locale);
  const { defaultShop } = routingConfigFromEnv(process.env);
  const home = shop.slug === defaultShop ? '/' : `/?shop=${encodeURIComponent(shop.slug)}`;
  // A page for the person who clicked either way: the API's error answers are JSON, which no mail reader should show.
  return answerPage(lang, t, 200, t(outcome === 'done' ? done : 'linkInvalid'), { href: home, label: t('backToShop') });
}
