import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { documentPresence, shopOwners } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { findInfoPage } from '@/lib/server/content/pages';
import { ConflictError, NotFoundError } from '@/lib/server/errors';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { getDocumentState } from '../read-document';
import { PRESENCE_TTL_MS } from '@/lib/contract/limits';
import { beat, DRAFT_COPIES_KEPT, keepDraftCopy, leave, listDraftCopies, takeOver } from '../presence';
import type { DocumentTarget } from '../target';
import { saveDraft } from '../write-document';

let handle: DatabaseHandle;
let shop: Shop;
let about: DocumentTarget;
let ada: string;
let bo: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  about = { kind: 'page', id: (await findInfoPage(shop, 'en', DEMO.pages.about.en))!.id };
  ada = (await handle.db.select({ id: shopOwners.id }).from(shopOwners).where(eq(shopOwners.shopId, shop.id)))[0]!.id;
  bo = (await handle.db.insert(shopOwners).values({ shopId: shop.id, email: 'bo@demo.vitrine.test', passwordHash: 'x' }).returning({ id: shopOwners.id }))[0]!.id;
}, 180_000);
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(documentPresence));

const tab = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const text = (content: string) => ({ version: 1, blocks: [{ _id: 'a', type: 'text', data: { content } }] }) as never;

describe('presence', () => {
  it('tells each editor who else has the page open and since when, not itself', async () => {
    expect(await beat(shop, about, { editorId: tab(1), ownerId: ada }, at(0))).toEqual([]);
    const others = await beat(shop, about, { editorId: tab(2), ownerId: bo }, at(5));
    expect(others).toEqual([{ editorId: tab(1), ownerId: ada, email: DEMO.owners.demo.email.toLowerCase(), since: at(0) }]);
    // A later beat keeps the start.
    expect(await beat(shop, about, { editorId: tab(1), ownerId: ada }, at(15))).toEqual([{ editorId: tab(2), ownerId: bo, email: 'bo@demo.vitrine.test', since: at(5) }]);
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo }, at(20))).toEqual([expect.objectContaining({ editorId: tab(1), since: at(0) })]);
  });

  it('forgets an editor that stops beating or leaves, and starts it anew when it comes back', async () => {
    await beat(shop, about, { editorId: tab(1), ownerId: ada }, at(0));
    const later = new Date(at(0).getTime() + PRESENCE_TTL_MS + 1000);
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo }, later)).toEqual([]);
    // The stale row is gone, not merely hidden; coming back starts a new "since".
    expect(await handle.db.select().from(documentPresence).where(eq(documentPresence.editorId, tab(1)))).toEqual([]);
    const back = new Date(later.getTime() + 1000);
    await beat(shop, about, { editorId: tab(1), ownerId: ada }, back);
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo }, back)).toEqual([expect.objectContaining({ editorId: tab(1), since: back })]);

    // Leaving takes only the owner's own tab away.
    await leave(shop, about, { editorId: tab(1), ownerId: bo });
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo }, back)).toHaveLength(1);
    await leave(shop, about, { editorId: tab(1), ownerId: ada });
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo }, back)).toEqual([]);
  });

  it('answers 404 for a page that does not exist', async () => {
    const missing = { kind: 'page', id: '9b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f' } as const;
    await expect(beat(shop, missing, { editorId: tab(1), ownerId: ada })).rejects.toBeInstanceOf(NotFoundError);
    await expect(takeOver(shop, missing, { editorId: tab(1), ownerId: ada })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('takeover', () => {
  it('refuses the first editor’s next beat and save, naming who took over, and lets the new editor save', async () => {
    const now = new Date();
    await beat(shop, about, { editorId: tab(1), ownerId: ada }, now);
    await beat(shop, about, { editorId: tab(2), ownerId: bo }, now);
    const { version } = await getDocumentState(shop, about, 'en');
    expect(await takeOver(shop, about, { editorId: tab(2), ownerId: bo }, now)).toEqual({ version });

    const refusedBeat = beat(shop, about, { editorId: tab(1), ownerId: ada });
    await expect(refusedBeat).rejects.toBeInstanceOf(ConflictError);
    await expect(refusedBeat).rejects.toMatchObject({ code: 'TakenOver', details: { takenOverBy: 'bo@demo.vitrine.test', takenOverAt: now.toISOString() } });
    await expect(saveDraft(shop, about, 'en', { baseVersion: version, content: text('<p>Mine</p>'), editorId: tab(1) }, ada)).rejects.toMatchObject({ code: 'TakenOver' });
    expect((await getDocumentState(shop, about, 'en')).version).toBe(version);

    // The taker no longer sees the editor it took over from; its saves (and saves naming no editor) go through.
    expect(await beat(shop, about, { editorId: tab(2), ownerId: bo })).toEqual([]);
    const saved = await saveDraft(shop, about, 'en', { baseVersion: version, content: text('<p>Theirs</p>'), editorId: tab(2) }, bo);
    expect(saved.version).toBe(version + 1);

    // The first owner may take the page back.
    await takeOver(shop, about, { editorId: tab(1), ownerId: ada });
    await expect(beat(shop, about, { editorId: tab(2), ownerId: bo })).rejects.toMatchObject({ code: 'TakenOver' });
    expect(await beat(shop, about, { editorId: tab(1), ownerId: ada })).toEqual([]);
  });

  it('keeps the unsaved blocks as draft copies per locale, newest first, naming whose and who took over', async () => {
    await beat(shop, about, { editorId: tab(1), ownerId: ada });
    await takeOver(shop, about, { editorId: tab(2), ownerId: bo });
    const blocks = [{ _id: 'a', type: 'text', data: { content: '<p>Unsaved</p>' } }];
    const kept = await keepDraftCopy(shop, about, 'en', { editorId: tab(1), ownerId: ada }, blocks);
    await keepDraftCopy(shop, about, 'de', { editorId: tab(1), ownerId: ada }, blocks);
    const copies = await listDraftCopies(shop, about, 'en');
    expect(copies[0]).toEqual({
      id: kept.id, createdAt: kept.createdAt, locale: 'en', blocks, ownerEmail: DEMO.owners.demo.email.toLowerCase(), takenOverByEmail: 'bo@demo.vitrine.test',
    });
    expect(copies.every((copy) => copy.locale === 'en')).toBe(true);

    for (let n = 0; n < DRAFT_COPIES_KEPT + 2; n += 1) await keepDraftCopy(shop, about, 'en', { editorId: tab(3), ownerId: bo }, blocks);
    const all = await listDraftCopies(shop, about, 'en');
    expect(all).toHaveLength(DRAFT_COPIES_KEPT);
    expect(all[0]).toMatchObject({ ownerEmail: 'bo@demo.vitrine.test', takenOverByEmail: null });
  });
});
