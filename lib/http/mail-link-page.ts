import { createTranslator } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { Shop } from '@/lib/server/shop/types';
import { escapeHtml, htmlPage } from './html-page';

export type Translate = (key: string) => string;

/** The texts of one namespace in the shopper's language, for a page a route answers itself. */
export async function pageTranslator(locale: string, namespace: string): Promise<{ lang: string; t: Translate }> {
  const lang = resolveUiLanguage(locale);
  // The catalogue is chosen by language at run time, so its keys are not typed here.
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace }) as unknown as Translate;
  return { lang, t };
}

/** A small page saying what happened (a status, or an alert for a refusal) and where to go next. */
export function messagePage(lang: string, title: string, status: number, message: string, back: { href: string; label: string }): Response {
  const role = status < 400 ? 'status' : 'alert';
  return htmlPage({
    lang, title, status,
    body: `<h1>${escapeHtml(title)}</h1><p role="${role}">${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}

/** The shop's home page, for a page reached from a mail: `shop` only when it is not the default shop. */
export function shopHome(shop: Pick<Shop, 'slug'>): string {
  const { defaultShop } = routingConfigFromEnv(process.env);
  return shop.slug === defaultShop ? '/' : `/?shop=${encodeURIComponent(shop.slug)}`;
}

/**
 * The page a mail's link (confirm, unsubscribe) opens, in the shopper's language: what happened, or
 * that the link is invalid or expired. 200 either way: it is for the person who clicked, and the API's
 * error answers are JSON, which no mail reader should be shown.
 */
export async function mailLinkPage(shop: Shop, locale: string, namespace: string, messageKey: string): Promise<Response> {
  const { lang, t } = await pageTranslator(locale, namespace);
  return messagePage(lang, t('title'), 200, t(messageKey), { href: shopHome(shop), label: t('backToShop') });
}

/**
 * What a mail's link opens: the question and one button that posts it to the same address (a form
 * without `action`, so without JavaScript too). The GET itself changes nothing, since mail scanners open
 * links; the POST does what the button says (mailLinkPage answers it).
 */
export async function mailLinkButtonPage(locale: string, namespace: string, keys: { prompt: string; button: string }): Promise<Response> {
  const { lang, t } = await pageTranslator(locale, namespace);
  return htmlPage({
    lang, title: t('title'), status: 200,
    body: `<h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t(keys.prompt))}</p><form method="post"><button type="submit">${escapeHtml(t(keys.button))}</button></form>`,
  });
}
