import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getMain } from '../../navigation/main/route';
import { POST as addLanguage } from '../[slug]/languages/route';
import { GET as getPage, PUT as putPage } from '../[slug]/route';
import { signInOwners, type OwnerHeaders } from './owner-session';

interface Answer { id: string; slug: string; title: string; titleTag: string | null; content: { blocks: { _id: string }[] }; code?: string; errors?: unknown[] }
interface Item { slug: string; children: Item[] }

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.44');
});
afterAll(() => handle.close());

const get = (slug: string, locale: string) =>
  callRoute<Answer>(getPage, { url: `/api/v2/pages/${slug}?shop=demo&locale=${locale}`, params: { slug }, headers: owner.demo });
const add = (slug: string, body: unknown, headers: Record<string, string> = owner.demo) => callRoute<Answer>(addLanguage, {
  method: 'POST', url: `/api/v2/pages/${encodeURIComponent(slug)}/languages?shop=demo&locale=en`, params: { slug }, body, headers,
});
const mainMenu = async (locale: string) =>
  (await callRoute<Item[]>(getMain, { url: `/api/v2/navigation/main?shop=demo&locale=${locale}`, headers: owner.demo })).json.map((item) => item.slug);

describe('POST /pages/{slug}/languages', () => {
  beforeAll(async () => {
    const created = await callRoute(putPage, {
      method: 'PUT', url: '/api/v2/pages/opening-hours?shop=demo&locale=en', params: { slug: 'opening-hours' }, headers: owner.demo,
      body: { title: 'Opening hours', type: 'blank', navigation: 'main', isVisible: true, content: { version: 1, blocks: [{ _id: 'b-1', type: 'text', data: { content: '<p>Mon-Fri</p>' } }] } },
    });
    expect(created.status).toBe(201);
  });

  it('puts the page into another language with its title and slug there: the same page, its blocks, its menu place (201)', async () => {
    expect((await get('oeffnungszeiten', 'de')).status).toBe(404);
    expect(await mainMenu('de')).not.toContain('oeffnungszeiten');
    const added = await add('opening-hours', { locale: 'de', title: 'Öffnungszeiten', slug: 'oeffnungszeiten' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ slug: 'oeffnungszeiten', title: 'Öffnungszeiten', titleTag: null });
    const english = (await get('opening-hours', 'en')).json;
    const german = await get('oeffnungszeiten', 'de');
    expect(german.status).toBe(200);
    expect(german.json.id).toBe(english.id);
    expect(german.json.content.blocks.map((block) => block._id)).toEqual(['b-1']);
    expect(await mainMenu('de')).toContain('oeffnungszeiten');
  });

  it('refuses a language the page is in already, or a slug another page has there (409)', async () => {
    expect(await add('opening-hours', { locale: 'de', title: 'Zeiten', slug: 'zeiten' })).toMatchObject({ status: 409, json: { code: 'PageInLanguage' } });
    expect((await get('oeffnungszeiten', 'de')).json.title).toBe('Öffnungszeiten');
    const about = (await get(DEMO.pages.about.fr, 'fr')).json;
    expect(await add('opening-hours', { locale: 'fr', title: 'Horaires', slug: DEMO.pages.about.fr })).toMatchObject({ status: 409, json: { code: 'SlugTaken' } });
    expect((await get(DEMO.pages.about.fr, 'fr')).json).toMatchObject({ id: about.id, title: about.title });
  });

  it('refuses a language the shop does not have and the legal pages, which are in every language (422)', async () => {
    expect(await add('opening-hours', { locale: 'es', title: 'Horario', slug: 'horario' })).toMatchObject({ status: 422, json: { code: 'UnknownLocale' } });
    expect(await add('privacy', { locale: 'de', title: 'Datenschutz', slug: 'datenschutz-2' })).toMatchObject({ status: 422, json: { code: 'LegalPageFixed' } });
  });

  it('answers 404 for an unknown page, 400 for a bad slug or title, 401 without the owner', async () => {
    expect((await add('no-such-page', { locale: 'fr', title: 'Horaires', slug: 'horaires' })).status).toBe(404);
    expect((await add('opening-hours', { locale: 'fr', title: 'Horaires', slug: 'Horaires!' })).status).toBe(400);
    expect((await add('opening-hours', { locale: 'fr', title: '', slug: 'horaires' })).status).toBe(400);
    expect((await add('opening-hours', { locale: 'fr', title: 'Horaires', slug: 'horaires' }, {})).status).toBe(401);
    expect((await get('horaires', 'fr')).status).toBe(404);
  });
});
