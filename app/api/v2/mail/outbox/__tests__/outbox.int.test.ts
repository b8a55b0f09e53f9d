import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { mailOutbox, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { queueMail } from '@/lib/server/mail/queue';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../../auth/sign-in/route';
import { GET as listOutbox } from '../route';

type Page = { items: { to: string; subject: string; status: string; attempts: number; createdAt: string; sentAt: string | null }[]; total: number; page: number; resultsPerPage: number };

let handle: DatabaseHandle;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const rows = await handle.db.select({ id: shops.id, slug: shops.slug }).from(shops);
  const demo = rows.find((r) => r.slug === 'demo')!;
  const beyond = rows.find((r) => r.slug === 'beyond-demo')!;
  for (let i = 0; i < 3; i += 1) {
    await queueMail(demo, { kind: 'test', to: `reader${i}@example.com`, subject: `Mail ${i}`, text: 'Hello' });
    // Distinct creation times, so that "newest first" has one right answer.
    await handle.db.update(mailOutbox).set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` }).where(eq(mailOutbox.subject, `Mail ${i}`));
  }
  await handle.db.update(mailOutbox).set({ status: 'failed', attempts: 1 }).where(eq(mailOutbox.subject, 'Mail 0'));
  await queueMail(beyond, { kind: 'test', to: 'other@example.com', subject: 'Beyond mail', text: 'Hello' });
  for (const key of ['demo', 'beyond'] as const) {
    const response = await callRoute<{ token: string }>(signIn, {
      method: 'POST', url: `/api/v2/auth/sign-in?shop=${DEMO.shops[key].slug}`, body: DEMO.owners[key],
    });
    tokens[key] = response.json.token;
  }
});
afterAll(() => handle.close());

const list = (query = '', token: string | null = tokens.demo!) => callRoute<Page>(listOutbox, {
  url: `/api/v2/mail/outbox?shop=demo${query}`, headers: token ? { authorization: `Bearer ${token}` } : {},
});

describe('GET /mail/outbox', () => {
  it("lists the shop's own mail, newest first", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(3);
    expect(response.json.items.map((m) => m.subject)).toEqual(['Mail 2', 'Mail 1', 'Mail 0']);
    expect(response.json.items[0]).toMatchObject({ to: 'reader2@example.com', status: 'pending', attempts: 0, sentAt: null });
  });

  it('pages and filters by status', async () => {
    const second = await list('&page=2&resultsPerPage=1');
    expect(second.json).toMatchObject({ total: 3, page: 2, resultsPerPage: 1 });
    expect(second.json.items.map((m) => m.subject)).toEqual(['Mail 1']);
    const failed = await list('&status=failed');
    expect(failed.json.items.map((m) => m.subject)).toEqual(['Mail 0']);
    expect(failed.json.total).toBe(1);
  });

  it('caps the page size at 100 and validates the query with 400', async () => {
    expect((await list('&resultsPerPage=101')).status).toBe(400);
    expect((await list('&page=0')).status).toBe(400);
    expect((await list('&status=lost')).status).toBe(400);
    expect((await list('&resultsPerPage=100')).status).toBe(200);
  });

  it("refuses shoppers (401), bad tokens (401) and another shop's owner (403)", async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', 'nonsense')).status).toBe(401);
    const foreign = await list('', tokens.beyond!);
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ message: 'This token belongs to another shop' });
  });

  it.each([
    ['password-reset', 'https://x/reset-password?tkn=SECRET'],
    ['account-confirmation', 'https://x/confirm-account?tkn=SECRET'],
  ])('withholds the text of %s mail, whose link would let the owner take over the account', async (kind, link) => {
    const [demo] = await handle.db.select().from(shops).where(eq(shops.slug, 'demo'));
    await queueMail(demo!, { kind, to: 'secret@example.com', subject: 'Secret', text: `Open ${link}` });
    const response = await callRoute<{ items: { to: string; kind: string; text: string; html: string | null }[] }>(listOutbox, {
      url: '/api/v2/mail/outbox?shop=demo&resultsPerPage=100', headers: { authorization: `Bearer ${tokens.demo}` },
    });
    const item = response.json.items.find((m) => m.to === 'secret@example.com');
    expect(item).toMatchObject({ kind });
    expect(item!.text).not.toContain('SECRET');
    expect(item!.html).toBeNull();
    await handle.db.delete(mailOutbox).where(eq(mailOutbox.to, 'secret@example.com'));
  });
});

