import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { storeImage } from '@/lib/server/media/upload-image';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getShop, PATCH as patchShop } from '../route';

interface ShopAnswer {
  title: string;
  email: string;
  isClosed: boolean;
  faviconUrl: string | null;
  defaultLocale: string;
  locales: { identifier: string; isVisible: boolean }[];
  message?: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 4 });
  owner = await signInOwners('198.51.100.71');
});
afterAll(() => handle.close());

const patch = (body: unknown, shop = DEMO.shops.demo.slug, headers = owner.demo) =>
  callRoute<ShopAnswer>(patchShop, { method: 'PATCH', url: `/api/v2/shop?shop=${shop}`, headers, body });
/** What a shopper's next read of the shop answers. */
const read = () => callRoute<ShopAnswer>(getShop, { url: '/api/v2/shop?shop=demo' });

/** A 1×1 png stored as an upload of the shop. */
async function uploadedIcon(slug: string): Promise<string> {
  const shop = (await findShopBySlug(slug))!;
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...Buffer.from('IHDR'), ...u32(1), ...u32(1), 8, 6, 0, 0, 0, ...new Array<number>(16).fill(0)]);
  return (await storeImage(shop, 'icon.png', png)).relativeDownloadUrl;
}

describe('PATCH /shop: the shop details, closed state and languages', () => {
  beforeEach(() => revalidatedTags.splice(0));

  it('changes title, email and the closed state, and the next read shows them (the shop\'s pages are revalidated)', async () => {
    const saved = await patch({ title: '  Corner Shop  ', email: 'hello@corner.test', isClosed: true });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ title: 'Corner Shop', email: 'hello@corner.test', isClosed: true });
    expect(revalidatedTags).toContain('shop:demo');
    expect((await read()).json).toMatchObject({ title: 'Corner Shop', email: 'hello@corner.test', isClosed: true });

    // Fields not sent stay as they are.
    expect((await patch({ isClosed: false })).json).toMatchObject({ title: 'Corner Shop', isClosed: false });
  });

  it('answers 400 naming the field for a title out of 1..200, a malformed email or a closed state that is no boolean', async () => {
    for (const [body, path] of [
      [{ title: '   ' }, 'body.title'], [{ title: 'x'.repeat(201) }, 'body.title'],
      [{ email: 'not-an-email' }, 'body.email'], [{ isClosed: 'yes' }, 'body.isClosed'],
    ] as const) {
      const refused = await patch(body);
      expect({ body, status: refused.status, path: refused.json.errors?.[0]?.path }).toEqual({ body, status: 400, path });
    }
    expect((await read()).json.title).toBe('Corner Shop');
  });

  it('takes a favicon uploaded to the shop, answers it on the next read and removes it with null', async () => {
    const icon = await uploadedIcon('demo');
    expect((await patch({ faviconUrl: icon })).json.faviconUrl).toBe(icon);
    expect((await read()).json.faviconUrl).toBe(icon);
    // The same upload by the shop's own https address; over http, or under another host, it is refused.
    await handle.db.update(shops).set({ baseUrl: 'https://shop.example' }).where(eq(shops.slug, 'demo'));
    expect((await patch({ faviconUrl: `https://shop.example${icon}` })).json.faviconUrl).toBe(`https://shop.example${icon}`);
    expect((await patch({ faviconUrl: `http://shop.example${icon}` })).status).toBe(400);
    expect((await patch({ faviconUrl: `https://other.example${icon}` })).status).toBe(400);
    expect((await patch({ faviconUrl: null })).json.faviconUrl).toBeNull();
    expect((await read()).json.faviconUrl).toBeNull();
  });

  it('refuses with 400 a favicon from elsewhere: another host, another shop\'s upload, an unknown upload, a script address', async () => {
    const foreign = await uploadedIcon(DEMO.shops.beyond.slug);
    const [, , id] = foreign.split('/');
    for (const faviconUrl of [
      `https://evil.example${foreign}`, foreign, `/media/00000000-0000-4000-8000-000000000000/icon.png`,
      'javascript:alert(1)', 'http://localhost:3000/favicon.ico', `//evil.example/media/${id}/icon.png`, `/media/${id}/../x`,
    ]) {
      const refused = await patch({ faviconUrl });
      expect({ faviconUrl, status: refused.status, path: refused.json.errors?.[0]?.path }).toEqual({ faviconUrl, status: 400, path: 'body.faviconUrl' });
    }
    expect((await read()).json.faviconUrl).toBeNull();
  });

  it('hides and shows locales, never the default one, and moves the default to a visible one', async () => {
    const hidden = await patch({ locales: [{ identifier: 'fr', isVisible: false }] });
    expect(hidden.status).toBe(200);
    expect(hidden.json.locales).toEqual(expect.arrayContaining([{ identifier: 'fr', isVisible: false }, { identifier: 'de', isVisible: true }]));
    // Shoppers no longer see it in the shop's languages.
    expect((await read()).json.locales.map((l) => l.identifier)).toEqual(['en', 'de']);

    const hideDefault = await patch({ locales: [{ identifier: 'en', isVisible: false }] });
    expect(hideDefault.status).toBe(422);
    expect(hideDefault.json.code).toBe('DefaultLocaleHidden');
    const hiddenDefault = await patch({ locale: 'fr' });
    expect(hiddenDefault.status).toBe(422);
    expect(hiddenDefault.json.code).toBe('DefaultLocaleHidden');

    // Both in one call: the new default is shown and the old one hidden.
    const moved = await patch({ locale: 'fr', locales: [{ identifier: 'fr', isVisible: true }, { identifier: 'en', isVisible: false }] });
    expect(moved.status).toBe(200);
    expect(moved.json.defaultLocale).toBe('fr');
    expect((await read()).json.locales.map((l) => l.identifier)).toEqual(['de', 'fr']);
    await patch({ locale: 'en', locales: [{ identifier: 'en', isVisible: true }] });
  });

  it('refuses unknown locales with 422 and malformed or repeated ones with 400, changing nothing', async () => {
    const unknown = await patch({ locales: [{ identifier: 'xx', isVisible: true }], title: 'Never' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.code).toBe('UnknownLocale');
    expect((await patch({ locales: [{ identifier: 'de', isVisible: 'no' }] })).status).toBe(400);
    expect((await patch({ locales: [{ identifier: 'de', isVisible: true }, { identifier: 'de', isVisible: false }] })).json.errors?.[0]?.path).toBe('body.locales');
    expect((await patch({ locales: 'de' })).status).toBe(400);
    expect((await read()).json.title).toBe('Corner Shop');
  });

  it('lets only the shop\'s owner write', async () => {
    expect((await patch({ title: 'Taken over' }, 'demo', {})).status).toBe(401);
    expect((await patch({ title: 'Taken over' }, 'demo', owner.beyond)).status).toBe(403);
  });
});

describe('PATCH /shop: cart reminders', () => {
  const settings = async () => ((await read()).json as ShopAnswer & { userSettings: { cartReminders?: unknown } }).userSettings.cartReminders;

  it('are off until the owner turns them on, with a 24-hour delay unless set, 1 to 720 hours', async () => {
    expect(await settings()).toBeUndefined();
    expect((await patch({ userSettings: { cartReminders: { enabled: true } } })).status).toBe(200);
    expect(await settings()).toEqual({ enabled: true, delayHours: 24 });
    expect((await patch({ userSettings: { cartReminders: { enabled: true, delayHours: 6 } } })).status).toBe(200);
    expect(await settings()).toEqual({ enabled: true, delayHours: 6 });
    for (const delayHours of [0, 721, 1.5]) {
      expect((await patch({ userSettings: { cartReminders: { enabled: true, delayHours } } })).status).toBe(400);
    }
    expect(await settings()).toEqual({ enabled: true, delayHours: 6 });
  });
});
