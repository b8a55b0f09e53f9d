import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getPage } from '../../pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { POST as createSection } from '../../sections/route';
import { PUT as saveDraft } from '../[kind]/[id]/draft/route';
import { GET as getDocument } from '../[kind]/[id]/route';
import { GET as missingTranslations } from '../missing-translations/route';

interface Gaps {
  kind: string; id: string; type: string; title: string;
  languages: { locale: string; route: string | null; texts: { blockId: string; path: string; text: string; hidden: boolean }[] }[];
}

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let pageId: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.46');
  pageId = (await callRoute<{ id: string }>(getPage, { url: `/api/v2/pages/${DEMO.pages.stores.en}?shop=demo`, params: { slug: DEMO.pages.stores.en } })).json.id;
});
afterAll(() => handle.close());

const list = (query = '', headers = owner.demo) => callRoute<Gaps[]>(missingTranslations, { url: `/api/v2/documents/missing-translations?shop=demo${query}`, headers });
const text = (id: string, content: string) => ({ _id: id, type: 'text', data: { content } });

async function saveBlocks(blocks: object[], locale = 'en') {
  const query = `?shop=demo&locale=${locale}`;
  const { json } = await callRoute<{ version: number }>(getDocument, { url: `/api/v2/documents/page/${pageId}${query}`, params: { kind: 'page', id: pageId }, headers: owner.demo });
  const saved = await callRoute(saveDraft, {
    method: 'PUT', url: `/api/v2/documents/page/${pageId}/draft${query}`, params: { kind: 'page', id: pageId },
    body: { baseVersion: json.version, content: { version: 1, blocks } }, headers: owner.demo,
  });
  expect(saved.status).toBe(200);
}

describe('GET /documents/missing-translations', () => {
  it('is the owner\'s only (401, 403) and refuses a language the shop lacks, and its default (400)', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', owner.beyond)).status).toBe(403);
    expect((await list('&language=xx')).status).toBe(400);
    expect((await list('&language=en')).status).toBe(400);
  });

  it('lists a draft\'s texts per language with the English text and the page\'s German route, and forgets them once translated', async () => {
    await saveBlocks([text('hello', '<p>Visit us in <b>Berlin</b></p>')]);
    const { status, json } = await list('&language=de');
    expect(status).toBe(200);
    expect(json.every((document) => document.languages.every(({ locale }) => locale === 'de'))).toBe(true);
    expect(json.find((document) => document.id === pageId)).toEqual({
      kind: 'page', id: pageId, type: 'page', title: expect.any(String),
      languages: [{ locale: 'de', route: `/i/${DEMO.pages.stores.de}`, texts: [{ blockId: 'hello', path: 'content', text: 'Visit us in Berlin', hidden: false }] }],
    });
    // Every language besides English: the hidden Italian too, whose texts are still all English.
    const all = (await list()).json.find((document) => document.id === pageId)!;
    expect(all.languages.map(({ locale }) => locale).sort()).toEqual(['de', 'fr', 'it']);

    await saveBlocks([text('hello', '<p>Besuchen Sie uns in Berlin</p>')], 'de');
    const after = (await list('&language=de')).json.find((document) => document.id === pageId);
    expect(after).toBeUndefined();
    expect((await list('&language=fr')).json.find((document) => document.id === pageId)?.languages[0]!.texts).toHaveLength(1);
  });

  it('lists a section\'s texts under the section, not under the page placing it', async () => {
    const made = await callRoute<{ id: string }>(createSection, {
      method: 'POST', url: '/api/v2/sections?shop=demo', headers: owner.demo,
      body: { name: 'Opening hours', content: { version: 1, blocks: [text('hours', '<p>Mon–Fri 9–18</p>')] } },
    });
    expect(made.status).toBe(200);
    await saveBlocks([{ _id: 'ref', type: 'section', data: { sectionId: made.json.id } }]);
    const json = (await list('&language=fr')).json;
    expect(json.find((document) => document.id === made.json.id)).toEqual({
      kind: 'section', id: made.json.id, type: 'section', title: 'Opening hours',
      languages: [{ locale: 'fr', route: null, texts: [{ blockId: 'hours', path: 'content', text: 'Mon–Fri 9–18', hidden: false }] }],
    });
    expect(json.find((document) => document.id === pageId)).toBeUndefined();
  });
});
