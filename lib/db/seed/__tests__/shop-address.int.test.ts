import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../client';
import { shops } from '../../schema';
import { createTestDatabase } from '../../testing';
import { seedShop, seedThemes } from '../shops-and-themes';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('writes PUBLIC_URL as the address of the shop it seeds, and SHOP_HOSTS\'s host for a mapped one', async () => {
  const themeIds = await seedThemes(handle.db);
  const env = { PUBLIC_URL: 'https://shop.example.com/', SHOP_HOSTS: 'beyond.example.com=beyond-demo' };
  await seedShop(handle.db, 'demo', themeIds, env);
  await seedShop(handle.db, 'beyond', themeIds, env);
  const addressOf = async (slug: string) => (await handle.db.select({ baseUrl: shops.baseUrl }).from(shops).where(eq(shops.slug, slug)))[0]?.baseUrl;
  expect(await addressOf('demo')).toBe('https://shop.example.com');
  expect(await addressOf('beyond-demo')).toBe('https://beyond.example.com');
});
