import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getPage } from '../../pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { PUT as saveDraft } from '../[kind]/[id]/draft/route';
import { GET as listCopies, POST as keepCopy } from '../[kind]/[id]/copies/route';
import { POST as takeOver } from '../[kind]/[id]/presence/takeover/route';
import { DELETE as leave, PUT as beat } from '../[kind]/[id]/presence/route';
import { GET as getDocument } from '../[kind]/[id]/route';

type Answer<T = object> = T & { code?: string; takenOverBy?: string; takenOverAt?: string; errors?: { path: string }[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let pageId: string;
const ABOUT = DEMO.pages.about.en;
const first = '00000000-0000-4000-8000-00000000000a';
const second = '00000000-0000-4000-8000-00000000000b';

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.45');
  pageId = (await callRoute<{ id: string }>(getPage, { url: `/api/v2/pages/${ABOUT}?shop=demo`, params: { slug: ABOUT } })).json.id;
}, 180_000);
afterAll(() => handle.close());

const url = (rest: string, query = '') => `/api/v2/documents/page/${pageId}${rest}?shop=demo${query}`;

const beatAs = (editorId: unknown, headers = owner.demo, id = pageId) =>
  callRoute<Answer<{ editors: { editorId: string; email: string; since: string }[] }>>(beat, {
    method: 'PUT', url: url('/presence'), params: { kind: 'page', id }, body: { editorId }, headers,
  });

describe('presence API', () => {
  it('answers the other editors, refuses bad input with 4xx, and tells a taken-over editor on its beat and its save', async () => {
    const params = { kind: 'page', id: pageId };
    expect((await beatAs(first)).json.editors).toEqual([]);
    const seen = await beatAs(second);
    expect(seen.status).toBe(200);
    expect(seen.json.editors).toEqual([{ editorId: first, email: DEMO.owners.demo.email.toLowerCase(), since: expect.any(String) }]);

    expect((await beatAs('not-a-uuid')).status).toBe(400);
    expect((await beatAs(first, {})).status).toBe(401);
    expect((await beatAs(first, owner.beyond)).status).toBe(403);
    expect((await beatAs(first, owner.demo, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const taken = await callRoute<Answer<{ version: number }>>(takeOver, { method: 'POST', url: url('/presence/takeover'), params, body: { editorId: second }, headers: owner.demo });
    expect(taken.status).toBe(200);
    const { version } = (await callRoute<{ version: number }>(getDocument, { url: url(''), params, headers: owner.demo })).json;
    expect(taken.json.version).toBe(version);

    const refused = await beatAs(first);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'TakenOver', takenOverBy: DEMO.owners.demo.email.toLowerCase(), takenOverAt: expect.any(String) });
    const content = { version: 1, blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Mine</p>' } }] };
    const save = (editorId: string) => callRoute<Answer>(saveDraft, { method: 'PUT', url: url('/draft'), params, body: { baseVersion: version, content, editorId }, headers: owner.demo });
    expect((await save(first)).json).toMatchObject({ code: 'TakenOver' });
    expect((await save(second)).status).toBe(200);

    // The first editor's unsaved blocks are kept and listed.
    const kept = await callRoute<Answer<{ id: string }>>(keepCopy, { method: 'POST', url: url('/copies'), params, body: { editorId: first, content }, headers: owner.demo });
    expect(kept.status).toBe(201);
    const copies = await callRoute<{ id: string; blocks: unknown[] }[]>(listCopies, { url: url('/copies'), params, headers: owner.demo });
    expect(copies.json[0]).toMatchObject({ id: kept.json.id, blocks: content.blocks, locale: 'en' });
    const broken = await callRoute<Answer>(keepCopy, { method: 'POST', url: url('/copies'), params, body: { editorId: first, content: { version: 1, blocks: [{ type: 'text' }] } }, headers: owner.demo });
    expect(broken.status).toBe(400);

    const left = await callRoute(leave, { method: 'DELETE', url: url('/presence', `&editorId=${second}`), params, headers: owner.demo });
    expect(left.status).toBe(204);
    expect((await callRoute(leave, { method: 'DELETE', url: url('/presence', '&editorId=nope'), params, headers: owner.demo })).status).toBe(400);
  });
});
