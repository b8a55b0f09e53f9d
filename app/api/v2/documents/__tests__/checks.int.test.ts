import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getPage } from '../../pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as checks } from '../[kind]/[id]/checks/route';
import { PUT as saveDraft } from '../[kind]/[id]/draft/route';
import { GET as getDocument } from '../[kind]/[id]/route';

interface Finding { rule: string; severity: string; blockId: string | null; message: string; values: Record<string, string | number> }
interface Checks {
  findings: Finding[];
  lookups: { palette: Record<string, string>; links: Record<string, string>; missingTexts: { locale: string; blockId: string }[]; isHome: boolean };
}

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let pageId: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.45');
  pageId = (await callRoute<{ id: string }>(getPage, { url: `/api/v2/pages/${DEMO.pages.stores.en}?shop=demo`, params: { slug: DEMO.pages.stores.en } })).json.id;
});
afterAll(() => handle.close());

const url = (id = pageId, locale = '') => `/api/v2/documents/page/${id}/checks?shop=demo${locale}`;
const read = (headers = owner.demo, id = pageId) => callRoute<Checks>(checks, { url: url(id), params: { kind: 'page', id }, headers });

async function saveBlocks(blocks: object[]) {
  const { json } = await callRoute<{ version: number }>(getDocument, { url: `/api/v2/documents/page/${pageId}?shop=demo`, params: { kind: 'page', id: pageId }, headers: owner.demo });
  const saved = await callRoute(saveDraft, {
    method: 'PUT', url: `/api/v2/documents/page/${pageId}/draft?shop=demo`, params: { kind: 'page', id: pageId },
    body: { baseVersion: json.version, content: { version: 1, blocks } }, headers: owner.demo,
  });
  expect(saved.status).toBe(200);
}

describe('GET /documents/{kind}/{id}/checks', () => {
  it('is the owner\'s only (401, 403) and answers 404 for a page the shop lacks', async () => {
    expect((await read({})).status).toBe(401);
    expect((await read(owner.beyond)).status).toBe(403);
    expect((await read(owner.demo, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers the draft\'s findings with what it looked up: links to gone and hidden pages, alt text, contrast, languages', async () => {
    await saveBlocks([
      { _id: 'img', type: 'image', data: { src: '/media/x.jpg', alt: '', text: 'Sale', textColour: 4 } },
      { _id: 'txt', type: 'text', data: { content: `<h2>Visit</h2><p><a href="/i/${DEMO.hidden.page.en}">soon</a> <a href="/i/no-such-page">gone</a> <a href="/c/${DEMO.categories.clothing.en}">clothes</a></p>` } },
    ]);
    const { status, json } = await read();
    expect(status).toBe(200);
    expect(json.lookups.links).toEqual({
      [`/i/${DEMO.hidden.page.en}`]: 'hidden', '/i/no-such-page': 'missing', [`/c/${DEMO.categories.clothing.en}`]: 'ok',
    });
    expect(json.lookups.isHome).toBe(false);
    expect(json.lookups.palette.surface).toMatch(/^#[0-9a-f]{6}$/i);
    const summary = json.findings.map((f) => [f.rule, f.blockId, f.message]);
    expect(summary).toEqual(expect.arrayContaining([
      ['image-alt', 'img', 'checkImageAlt'], ['contrast', 'img', 'checkContrast'],
      ['links', 'txt', 'checkLinkHidden'], ['links', 'txt', 'checkLinkMissing'],
    ]));
    // The new texts exist in English only: German and French (visible) lack them; Italian is hidden.
    const languages = json.findings.filter((f) => f.rule === 'missing-text').map((f) => f.values.locale);
    expect(new Set(languages)).toEqual(new Set(['de', 'fr']));
    expect(json.findings.filter((f) => f.rule === 'headings')).toEqual([]);
  });

  it('finds nothing to say about a clean draft', async () => {
    await saveBlocks([]);
    const { json } = await read();
    expect(json.findings).toEqual([]);
  });
});
