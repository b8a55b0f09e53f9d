import { createTranslator } from 'next-intl';
import type { NextRequest } from 'next/server';
import { CONTACT_FIELDS, CONTACT_LIMITS, validateContactForm, type ContactValues } from '@/lib/blocks/contact-form';
import { engagementEndpoints } from '@/lib/contract/engagement';
import { CONTACT_SPAM_TRAPS } from '@/lib/contract/limits';
import { loadMessages } from '@/lib/i18n/messages';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { submitContactMessage } from '@/lib/server/engagement/contact';
import { ForbiddenError } from '@/lib/server/errors';
import { getRateLimiter } from '@/lib/server/rate-limit';
import type { Shop } from '@/lib/server/shop/types';
import { escapeHtml, htmlPage } from './html-page';
import { readLimitedBody } from './limited-body';
import { isSameOrigin, pageOfForm } from './same-site';

/** What a browser sends for a form without JavaScript; no violation report comes as it. */
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
/** Three fields at their longest, each character percent-encoded as UTF-8 (up to 9 bytes), with room for names. */
const FORM_MAX_BYTES = (CONTACT_LIMITS.name + CONTACT_LIMITS.email + CONTACT_LIMITS.message) * 9 + 1024;
const ERROR_KEYS = { required: 'errorRequired', tooLong: 'errorTooLong', invalidEmail: 'errorEmail' } as const;
const LABEL_KEYS = { name: 'contactName', email: 'contactEmail', message: 'contactMessage' } as const;

/** Whether a POST is a form sent by the browser itself (no JavaScript ran). */
export const isFormPost = (request: Request) => FORM_TYPE.test(request.headers.get('content-type') ?? '');

/**
 * The contact form block sent without JavaScript (spec: its form names /api/v2/report-violation as its
 * action): the same rules, limit, spam traps and service as POST /contactform, answered with a page in
 * the shopper's language: thanks (200), what to correct (400) or when to try again (429), each with the
 * way back to the form's page. Sent from another site: 403.
 */
export async function answerContactFormPost({ request, shop, locale, client }: { request: NextRequest; shop: Shop; locale: string; client: string }): Promise<Response> {
  if (!isSameOrigin(request)) throw new ForbiddenError('The contact form can be sent from the shop\'s own pages only', 'CrossSiteForm');
  const form = new URLSearchParams((await readLimitedBody(request.body, FORM_MAX_BYTES)).toString('utf8'));
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, form.get(field) ?? ''])) as ContactValues;
  const lang = resolveUiLanguage(locale);
  // The catalogue is chosen by language at run time, so its keys are not typed here.
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: 'Blocks' }) as unknown as (key: string, values?: Record<string, number>) => string;
  const page = (status: number, content: string) => htmlPage({
    lang, title: t('contactForm'), status,
    body: `<h1>${escapeHtml(t('contactForm'))}</h1>${content}<p><a href="${escapeHtml(pageOfForm(request))}">${escapeHtml(t('contactBack'))}</a></p>`,
  });

  const errors = validateContactForm(values);
  const invalid = CONTACT_FIELDS.filter((field) => errors[field]);
  if (invalid.length > 0) {
    const items = invalid.map((field) =>
      `<li>${escapeHtml(t(LABEL_KEYS[field]))}: ${escapeHtml(t(ERROR_KEYS[errors[field]!], { max: CONTACT_LIMITS[field] }))}</li>`);
    return page(400, `<p role="alert">${escapeHtml(t('contactNotSent'))}</p><ul>${items.join('')}</ul>`);
  }
  // The budget of POST /contactform, under the same key: sending without JavaScript gets no more.
  const rule = engagementEndpoints.sendContactForm.rateLimit!;
  const hit = await getRateLimiter().hit(`${rule.bucket}:client:${client}`, rule.limit, rule.windowSeconds * 1000);
  if (!hit.allowed) return page(429, `<p role="alert">${escapeHtml(t('contactTooMany'))}</p>`);

  await submitContactMessage(shop, { ...values, traps: CONTACT_SPAM_TRAPS.map((trap) => form.get(trap) ?? undefined) }, locale);
  return page(200, `<p role="status">${escapeHtml(t('contactSuccess'))}</p>`);
}
