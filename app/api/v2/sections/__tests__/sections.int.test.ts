import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getPage } from '../../pages/[slug]/route';
import { PUT as saveDraft } from '../../documents/[kind]/[id]/draft/route';
import { POST as publish } from '../../documents/[kind]/[id]/publish/route';
import { GET as getDocument } from '../../documents/[kind]/[id]/route';
import { DELETE as deleteSection, GET as getSection, PATCH as renameSection } from '../[id]/route';
import { GET as listSections, POST as createSection } from '../route';

/** Reusable sections through the API: made, placed, published as a document of kind `section`, deleted; bad input is a 4xx. */
interface Answer { code?: string; blockId?: string | null; version?: number; id?: string; [key: string]: unknown }

const SHOP = DEMO.shops.demo.slug;
const MISSING = '00000000-0000-4000-8000-000000000000';
let handle: DatabaseHandle;
let owners: OwnerHeaders;
let pageId: string;

const url = (path: string) => `/api/v2${path}?shop=${SHOP}`;
const text = (id: string, content: string) => ({ _id: id, type: 'text', data: { content } });
const create = (body: unknown, headers = owners.demo) => callRoute<Answer>(createSection, { method: 'POST', url: url('/sections'), body, headers });
const documentState = (kind: string, id: string) => callRoute<Answer>(getDocument, { url: url(`/documents/${kind}/${id}`), params: { kind, id }, headers: owners.demo });
const save = (kind: string, id: string, baseVersion: number, blocks: object[]) => callRoute<Answer>(saveDraft, {
  method: 'PUT', url: url(`/documents/${kind}/${id}/draft`), params: { kind, id }, body: { baseVersion, content: { version: 1, blocks } }, headers: owners.demo,
});

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owners = await signInOwners('198.51.100.72');
  pageId = (await callRoute<{ id: string }>(getPage, { url: url(`/pages/${DEMO.pages.about.en}`), params: { slug: DEMO.pages.about.en }, headers: owners.demo })).json.id;
});
afterAll(() => handle.close());

describe('the sections API', () => {
  it('makes a section, whose blocks are a document of kind section with its own versions, and deletes it', async () => {
    const made = await create({ name: 'Opening hours', content: { version: 1, blocks: [text('h', '<p>Mon–Fri</p>')] } });
    expect(made.status).toBe(200);
    const id = made.json.id!;
    expect((await callRoute<Answer[]>(listSections, { url: url('/sections'), headers: owners.demo })).json).toContainEqual({ id, name: 'Opening hours', hasDraft: false });

    const section = await documentState('section', id);
    expect(section.json).toMatchObject({ route: null, hasDraft: false, published: [text('h', '<p>Mon–Fri</p>')] });
    const saved = await save('section', id, section.json.version!, [text('h', '<p>Mon–Sat</p>')]);
    expect(saved.status).toBe(200);
    // A stale version is refused as for every document.
    expect((await save('section', id, section.json.version!, [text('h', '<p>Other tab</p>')])).status).toBe(409);
    const published = await callRoute<Answer>(publish, {
      method: 'POST', url: url(`/documents/section/${id}/publish`), params: { kind: 'section', id }, body: { baseVersion: saved.json.version }, headers: owners.demo,
    });
    expect(published.json).toMatchObject({ hasDraft: false, published: [text('h', '<p>Mon–Sat</p>')] });

    const page = await documentState('page', pageId);
    expect((await save('page', pageId, page.json.version!, [{ _id: 'ref', type: 'section', data: { sectionId: id } }])).status).toBe(200);
    const read = await callRoute<Answer>(getSection, { url: url(`/sections/${id}`), params: { id }, headers: owners.demo });
    expect(read.json).toMatchObject({ id, name: 'Opening hours', usedBy: [{ kind: 'page', id: pageId, title: expect.any(String) }] });
    const renamed = await callRoute<Answer>(renameSection, { method: 'PATCH', url: url(`/sections/${id}`), params: { id }, body: { name: 'Hours' }, headers: owners.demo });
    expect(renamed.json).toMatchObject({ id, name: 'Hours' });

    const deleted = await callRoute<Answer>(deleteSection, { method: 'DELETE', url: url(`/sections/${id}`), params: { id }, headers: owners.demo });
    expect(deleted.json).toEqual({ detachedFrom: [{ kind: 'page', id: pageId, title: expect.any(String) }] });
    const after = await documentState('page', pageId);
    expect(after.json.draft).toEqual([{ _id: expect.stringMatching(/^b-/), type: 'text', data: { content: '<p>Mon–Sat</p>' } }]);
  });

  it('answers bad input with a 4xx and a clear code, never a 500', async () => {
    expect((await create({ name: '', content: { version: 1, blocks: [] } })).status).toBe(400);
    expect((await create({ name: 'No content' })).status).toBe(400);
    expect((await create({ name: 'x', content: { version: 1, blocks: [{ _id: 'bad id!', type: 'text', data: {} }] } })).status).toBe(400);
    expect((await callRoute(getSection, { url: url('/sections/not-a-uuid'), params: { id: 'not-a-uuid' }, headers: owners.demo })).status).toBe(400);
    expect((await callRoute(getSection, { url: url(`/sections/${MISSING}`), params: { id: MISSING }, headers: owners.demo })).status).toBe(404);
    expect((await callRoute(deleteSection, { method: 'DELETE', url: url(`/sections/${MISSING}`), params: { id: MISSING }, headers: owners.demo })).status).toBe(404);
    expect((await callRoute(listSections, { url: url('/sections') })).status).toBe(401);

    const page = await documentState('page', pageId);
    const unknown = await save('page', pageId, page.json.version!, [{ _id: 'ref', type: 'section', data: { sectionId: MISSING } }]);
    expect(unknown).toMatchObject({ status: 400, json: { code: 'unknown-section', blockId: 'ref' } });

    // Another shop's section: the same answer as a missing one, and its owner cannot read it here.
    const theirs = await callRoute<Answer>(createSection, {
      method: 'POST', url: `/api/v2/sections?shop=${DEMO.shops.beyond.slug}`, body: { name: 'Theirs', content: { version: 1, blocks: [text('t', '<p>t</p>')] } }, headers: owners.beyond,
    });
    expect(theirs.status).toBe(200);
    const foreign = await save('page', pageId, page.json.version!, [{ _id: 'ref', type: 'section', data: { sectionId: theirs.json.id } }]);
    expect(foreign).toMatchObject({ status: 400, json: { code: 'unknown-section', blockId: 'ref' } });
    expect((await callRoute(getSection, { url: url(`/sections/${theirs.json.id}`), params: { id: theirs.json.id! }, headers: owners.demo })).status).toBe(404);
    expect((await documentState('section', theirs.json.id!)).status).toBe(404);

    const mine = await create({ name: 'Mine', content: { version: 1, blocks: [text('m', '<p>m</p>')] } });
    const state = await documentState('section', mine.json.id!);
    const cycle = await save('section', mine.json.id!, state.json.version!, [{ _id: 'self', type: 'section', data: { sectionId: mine.json.id } }]);
    expect(cycle).toMatchObject({ status: 400, json: { code: 'section-cycle', blockId: 'self' } });
  });
});
