import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, newsletterSubscriptions, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { decodeMail } from '@/e2e/support/mime';
import { startSmtpServer, type SmtpServer } from '@/e2e/support/smtp-server';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as subscribe } from '@/app/api/v2/newsletter/route';
import { deliverPendingMail } from '../deliver';
import { queueMail } from '../queue';

let handle: DatabaseHandle;
let demo: { id: string };
const savedEnv = { SMTP_URL: process.env.SMTP_URL, SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS, MAIL_FROM: process.env.MAIL_FROM };
const servers: SmtpServer[] = [];

async function server(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<SmtpServer> {
  const started = await startSmtpServer(options);
  servers.push(started);
  return started;
}

const useSmtp = (port: number) => {
  process.env.SMTP_URL = `smtp://mailer:s%3Acret@127.0.0.1:${port}`;
};

async function row(id: string) {
  const [found] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [demo] = await handle.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'demo')) as [{ id: string }];
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await handle.db.delete(mailOutbox);
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});
afterAll(() => handle.close());

describe('mail delivery', () => {
  it('leaves mail in the outbox without SMTP_URL', async () => {
    delete process.env.SMTP_URL;
    const id = await queueMail(demo, { kind: 'test', to: 'reader@example.com', subject: 'Hi', text: 'Hello' });
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
  });

  it('sends a pending row through SMTP with AUTH PLAIN and marks it sent', async () => {
    const smtp = await server();
    useSmtp(smtp.port);
    const id = await queueMail(demo, { kind: 'test', to: 'Reader@Example.com', subject: 'Grüße aus dem Laden – ein längerer Betreff', text: 'Hallo,\n.a line starting with a dot\nBye\n' });
    expect(await deliverPendingMail({ limit: 10 })).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.auth).toBe('\0mailer\0s:cret');
    expect(mail!.from).toBe(DEMO.shops.demo.email);
    expect(mail!.to).toEqual(['reader@example.com']);
    const decoded = await decodeMail(mail!.data);
    expect(decoded).toMatchObject({
      subject: 'Grüße aus dem Laden – ein längerer Betreff',
      text: 'Hallo,\n.a line starting with a dot\nBye\n',
      sender: { name: 'Vitrine Demo Store', address: 'hello@demo.vitrine.test' },
      recipients: ['reader@example.com'],
    });
    // Named after the shop's domain (its base URL is on localhost in the seed).
    expect(decoded.messageId).toMatch(/^<[0-9a-f]{24}@localhost>$/);

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // A sent row is never sent again.
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a mail with an unsubscribe address the one-click headers of RFC 8058, and others none', async () => {
    const smtp = await server();
    useSmtp(smtp.port);
    const url = 'http://localhost:3000/api/v2/cart/reminders/unsubscribe?shop=demo&token=t.1';
    await queueMail(demo, { kind: 'cart-reminder', to: 'reader@example.com', subject: 'Your cart', text: 'Hello', unsubscribeUrl: url });
    await queueMail(demo, { kind: 'test', to: 'other@example.com', subject: 'Hi', text: 'Hello' });
    expect(await deliverPendingMail({ limit: 10 })).toEqual({ sent: 2, failed: 0 });
    // The header block with folded lines unfolded (RFC 5322), as a mail client reads it.
    const headers = (data: string) => data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const [reminder, other] = smtp.received;
    expect(headers(reminder!.data)).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers(reminder!.data)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers(other!.data)).not.toMatch(/List-Unsubscribe/i);
  });

  it('keeps mail when the server is down (failed, attempts 1) and delivers it on a later run', async () => {
    const down = await startSmtpServer();
    await down.close();
    useSmtp(down.port);
    const id = await queueMail(demo, { kind: 'test', to: 'reader@example.com', subject: 'Retry me', text: 'Hello' });
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/SMTP connection failed/);
    expect(failed.lastError).not.toContain('cret');

    // Back-off: not retried at once, but after attempts² minutes.
    const up = await server();
    useSmtp(up.port);
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
    await handle.db.update(mailOutbox).set({ updatedAt: sql`now() - interval '61 seconds'` }).where(eq(mailOutbox.id, id));
    expect(await deliverPendingMail()).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await Promise.all(up.received.map(async (m) => (await decodeMail(m.data)).subject))).toEqual(['Retry me']);
  });

  it('keeps a refused email (5xx) in the outbox as failed, with the reply', async () => {
    const smtp = await server({ refuseRecipients: true });
    useSmtp(smtp.port);
    const id = await queueMail(demo, { kind: 'test', to: 'nobody@example.com', subject: 'Refused', text: 'Hello' });
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, sentAt: null, lastError: 'SMTP RCPT refused: 550 5.1.1 no such mailbox' });
  });

  it('refuses to queue mail to an address that could break a header or the SMTP envelope', async () => {
    await expect(queueMail(demo, { kind: 'test', to: 'a@b.c>\r\nRCPT TO:<x@y.z', subject: 'Hi', text: 'Hello' })).rejects.toThrow('unsafe address');
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('gives up after 5 attempts, leaving the row in the outbox as failed', async () => {
    const smtp = await server();
    useSmtp(smtp.port);
    const id = await queueMail(demo, { kind: 'test', to: 'reader@example.com', subject: 'Hopeless', text: 'Hello' });
    await handle.db.update(mailOutbox).set({ status: 'failed', attempts: 5, updatedAt: sql`now() - interval '1 day'` }).where(eq(mailOutbox.id, id));
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5 });
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up on a server that never answers after SMTP_TIMEOUT_MS', async () => {
    const silent = await server({ silent: true });
    useSmtp(silent.port);
    process.env.SMTP_TIMEOUT_MS = '300';
    const id = await queueMail(demo, { kind: 'test', to: 'reader@example.com', subject: 'Slow', text: 'Hello' });
    const started = Date.now();
    expect(await deliverPendingMail()).toEqual({ sent: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await row(id)).lastError).toMatch(/timed out after 300 ms/);
  });

  it('sends each row once when two runs race for it', async () => {
    const smtp = await server();
    useSmtp(smtp.port);
    for (let i = 0; i < 3; i += 1) await queueMail(demo, { kind: 'test', to: `r${i}@example.com`, subject: `Race ${i}`, text: 'Hello' });
    const results = await Promise.all([deliverPendingMail(), deliverPendingMail()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(3);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['r0@example.com', 'r1@example.com', 'r2@example.com']);
  });

  it('delivers right after queueing, within the request that queued the mail', async () => {
    const smtp = await server();
    useSmtp(smtp.port);
    process.env.MAIL_FROM = 'no-reply@vitrine.test';
    const response = await callRoute(subscribe, { method: 'POST', url: '/api/v2/newsletter?shop=demo', body: { email: 'instant@example.com' } });
    expect(response.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'no-reply@vitrine.test', to: ['instant@example.com'] });
    const [stored] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'instant@example.com'));
    expect(stored).toMatchObject({ status: 'sent', kind: 'newsletter-confirmation' });
    await handle.db.delete(newsletterSubscriptions);
  });

  it('answers the request even when SMTP fails, keeping the mail for a retry', async () => {
    const down = await startSmtpServer();
    await down.close();
    useSmtp(down.port);
    const response = await callRoute(subscribe, { method: 'POST', url: '/api/v2/newsletter?shop=demo', body: { email: 'later@example.com' } });
    expect(response.status).toBe(200);
    const [stored] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'later@example.com'));
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
