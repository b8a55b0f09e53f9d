import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, newsletterSubscriptions } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as subscribe } from '../route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const post = (body: unknown, options: { ip?: string; query?: string } = {}) => callRoute<{ ok: boolean }>(subscribe, {
  method: 'POST', url: `/api/v2/newsletter?shop=demo${options.query ?? ''}`, body, headers: { 'x-forwarded-for': options.ip ?? freshClientIp() },
});

describe('POST /newsletter', () => {
  it('subscribes once per shop and address and queues one confirmation in the shopper language', async () => {
    const first = await post({ email: 'Reader@Example.com' }, { query: '&locale=de' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ok: true });
    const again = await post({ email: 'reader@example.com' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);

    const rows = await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locale).toBe('de');
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reader@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', status: 'pending', subject: `Willkommen beim Newsletter von ${DEMO.shops.demo.title}` });
  });

  it('falls back to English texts for a locale without its own', async () => {
    expect((await post({ email: 'lecteur@example.com' }, { query: '&locale=fr' })).status).toBe(200);
    expect((await post({ email: 'reader-en@example.com' }, { query: '&locale=xx' })).status).toBe(200);
    const [french] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lecteur@example.com'));
    expect(french!.subject).toBe(`Bienvenue dans la newsletter de ${DEMO.shops.demo.title}`);
    const [english] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reader-en@example.com'));
    expect(english!.subject).toBe(`Welcome to the ${DEMO.shops.demo.title} newsletter`);
  });

  it('requires a valid email of at most 320 characters (400 with the field)', async () => {
    for (const body of [{}, { email: '' }, { email: 'no-at-sign' }, { email: `${'a'.repeat(310)}@example.com` }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ errors: [{ path: 'body.email' }] });
    }
  });

  it('rate-limits per client with 429', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post({ email: `bulk${i}@example.com` }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'bulk5@example.com'))).toHaveLength(0);
  });
});
