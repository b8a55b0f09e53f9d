import type { DatabaseHandle } from '@/lib/db/client';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getLegalMenu } from '../../navigation/legal/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getLegal, PATCH as patchLegal } from '../[slug]/route';

interface LegalPage { slug: string; title: string; href: string; isVisible: boolean; content: { blocks: { data: Record<string, unknown> }[] } }
type Answer = LegalPage & { message?: string; code?: string; errors?: { path: string }[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.32');
});
afterAll(() => handle.close());

const url = (slug: string, query = '') => `/api/v2/legal/${slug}?shop=demo${query}`;
const get = (slug: string, headers?: Record<string, string>, query = '') =>
  callRoute<Answer>(getLegal, { url: url(slug, query), params: { slug }, headers });
const patch = (slug: string, body: unknown, headers: Record<string, string> = owner.demo, query = '') =>
  callRoute<Answer>(patchLegal, { method: 'PATCH', url: url(slug, query), params: { slug }, body, headers });
const content = (html: string) => ({ version: 1, blocks: [{ _id: 'b-1', type: 'text', data: { content: html } }] });

describe('GET /legal/{slug}', () => {
  it('serves a legal page with its content in the request locale', async () => {
    const en = await get('privacy');
    expect(en.status).toBe(200);
    expect(en.json).toMatchObject({ slug: 'privacy', title: 'Privacy policy', href: '/l/privacy', isVisible: true });
    expect(en.json.content.blocks[0]!.data.content).toContain('Vitrine Demo Store');
    expect((await get('privacy', undefined, '&locale=de')).json.title).not.toBe('Privacy policy');
  });

  it('answers 404 for a slug that is not one of the six', async () => {
    expect((await get('imprint')).status).toBe(404);
    expect((await get('about-us')).status).toBe(404);
  });
});

describe('PATCH /legal/{slug}', () => {
  it('changes content and title in the request locale only, and revalidates content', async () => {
    revalidatedTags.length = 0;
    const response = await patch('tac', { title: 'AGB neu', content: content('<p>Neu</p>') }, owner.demo, '&locale=de');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ slug: 'tac', title: 'AGB neu', isVisible: true });
    expect(response.json.content.blocks[0]!.data.content).toBe('<p>Neu</p>');
    expect(revalidatedTags).toContain('content:demo');
    expect((await get('tac', undefined, '&locale=de')).json.title).toBe('AGB neu');
    expect((await get('tac')).json.title).toBe('Terms and conditions');
  });

  it('hides a page: shoppers get 404 and lose it from the legal menu, the owner still sees both', async () => {
    expect((await patch('cookiepolicy', { isVisible: false })).status).toBe(200);
    expect((await get('cookiepolicy')).status).toBe(404);
    expect((await get('cookiepolicy', owner.demo)).json.isVisible).toBe(false);
    const shopperMenu = await callRoute<{ slug: string }[]>(getLegalMenu, { url: '/api/v2/navigation/legal?shop=demo' });
    expect(shopperMenu.json.map((page) => page.slug)).not.toContain('cookiepolicy');
    const ownerMenu = await callRoute<{ slug: string; isVisible: boolean }[]>(getLegalMenu, { url: '/api/v2/navigation/legal?shop=demo', headers: owner.demo });
    expect(ownerMenu.json.find((page) => page.slug === 'cookiepolicy')).toMatchObject({ isVisible: false });
    expect((await patch('cookiepolicy', { isVisible: true })).status).toBe(200);
    expect((await get('cookiepolicy')).status).toBe(200);
  });

  it('accepts the page\'s own slug but refuses another one (422): legal slugs are fixed', async () => {
    expect((await patch('contact', { slug: 'contact', title: 'Contact' })).status).toBe(200);
    const renamed = await patch('contact', { slug: 'imprint' });
    expect(renamed.status).toBe(422);
    expect(renamed.json.code).toBe('LegalSlugIsFixed');
    expect((await get('contact')).status).toBe(200);
  });

  it('validates the body (400): content shape, empty title, NUL characters, nothing to change', async () => {
    expect((await patch('shipping', { content: { blocks: 'none' } })).status).toBe(400);
    const badBlock = await patch('shipping', { content: { blocks: [{ _id: 'has space', type: 'text', data: {} }] } });
    expect(badBlock.status).toBe(400);
    expect(badBlock.json.errors![0]!.path).toMatch(/^body\.content\.blocks\.0\._id/);
    expect((await patch('shipping', { title: '   ' })).status).toBe(400);
    expect((await patch('shipping', { title: 'a\u0000b' })).status).toBe(400);
    expect((await patch('shipping', { content: content('a\u0000b') })).status).toBe(400);
    expect((await patch('shipping', {})).status).toBe(400);
  });

  it('answers 404 for an unknown legal slug, 401 without a token and 403 with another shop\'s', async () => {
    expect((await patch('imprint', { title: 'x' })).status).toBe(404);
    expect((await callRoute(patchLegal, { method: 'PATCH', url: url('tac'), params: { slug: 'tac' }, body: { title: 'x' } })).status).toBe(401);
    expect((await patch('tac', { title: 'x' }, owner.beyond)).status).toBe(403);
    expect((await get('tac')).json.title).toBe('Terms and conditions');
  });
});
