import { z } from 'zod';
import { pageParam } from './common';
import { defineEndpoint } from './endpoint';
import { CONTACT_NAME_MAX, CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, MAIL_OUTBOX_MAX_PAGE_SIZE } from './limits';


const okSchema = z.object({ ok: z.literal(true) });
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const trapField = z.string().max(1000).optional();

/**
 * A violation report as browsers send it: a CSP `report-uri` body ({ "csp-report": {...} }, content type
 * application/csp-report) or a Reporting API batch (array, application/reports+json). Only a few fields
 * are read; the rest is ignored. The handler reads the body itself, because application/csp-report is
 * not a JSON media type the shared body reader accepts.
 */
export const violationReportSchema = z.union([
  z.object({ 'csp-report': z.record(z.string(), z.unknown()) }),
  z.array(z.object({ type: z.string().max(100).optional(), url: z.string().max(4096).optional(), body: z.record(z.string(), z.unknown()).optional() })).max(100),
  z.record(z.string(), z.unknown()),
]);

export const mailStatusSchema = z.enum(['pending', 'sent', 'failed']);

const outboxMailSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const engagementEndpoints = {
  subscribeNewsletter: defineEndpoint({
    method: 'POST', path: '/newsletter', tag: 'Engagement', auth: 'public',
    summary: 'Subscribes an email address to the newsletter (idempotent) and emails a confirmation the first time.',
    body: z.object({ email: z.email().max(320) }),
    response: okSchema,
    rateLimit: { bucket: 'newsletter', limit: 5, windowSeconds: 600 },
  }),
  sendContactForm: defineEndpoint({
    method: 'POST', path: '/contactform', tag: 'Engagement', auth: 'public', csrf: true, errors: [403],
    summary: "Sends a contact message to the shop's email address; needs the x-csrf-token header.",
    body: z.object({
      name: requiredText(CONTACT_NAME_MAX),
      email: z.email().max(CONTACT_EMAIL_MAX),
      message: requiredText(CONTACT_MESSAGE_MAX),
      website: trapField,
      phone2: trapField,
    }),
    response: okSchema,
    rateLimit: { bucket: 'contactform', limit: 5, windowSeconds: 600 },
  }),
  reportViolation: defineEndpoint({
    method: 'POST', path: '/report-violation', tag: 'Engagement', auth: 'public', successStatus: 204, errors: [413, 415],
    // Browsers send reports as application/csp-report or application/reports+json, from any page.
    acceptsAnyContentType: true,
    summary: 'Receives a small violation report (e.g. CSP, at most 16 KB); logs a one-line summary and stores nothing.',
    rateLimit: { bucket: 'report-violation', limit: 30, windowSeconds: 60 },
  }),
  listMailOutbox: defineEndpoint({
    method: 'GET', path: '/mail/outbox', tag: 'Mail', auth: 'owner', errors: [401, 403],
    summary: "The shop's outgoing emails, newest first, with their delivery state.",
    query: z.object({
      page: pageParam,
      resultsPerPage: z.coerce.number().int().min(1).max(MAIL_OUTBOX_MAX_PAGE_SIZE).default(20),
      status: mailStatusSchema.optional(),
    }),
    response: z.object({
      items: z.array(outboxMailSchema).max(MAIL_OUTBOX_MAX_PAGE_SIZE),
      total: z.number().int().min(0),
      page: z.number().int(),
      resultsPerPage: z.number().int(),
    }),
  }),
};

export type OutboxMailPayload = z.infer<typeof outboxMailSchema>;
