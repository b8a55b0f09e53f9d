import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { themes } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getDefaults } from '../../themeStyles/[id]/defaultSettings/route';
import { GET as getMeta } from '../../themeStyles/[id]/meta/route';
import { GET as getSettings, PATCH as patchSettings } from '../../themeStyles/[id]/settings/route';
import { GET as getSchema } from '../../themeStyles/[id]/settingsSchema/route';
import { GET as templatesJs } from '../[themeNameAtVersion]/templates.js/route';
import { PUT as putActive } from '../active/route';
import { GET as listThemes } from '../route';

interface Style { themeStyleId: string; name: string; title: string; isActive: boolean; stylesheetUrl: string }
interface Theme { themeId: string; name: string; version: string; title: string; isActive: boolean; styles: Style[] }
type Answer = Record<string, unknown> & { message?: string; code?: string; errors?: { path: string }[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let demoThemes: Theme[];
let beyondThemes: Theme[];
const style = (list: Theme[], theme: string, name: string) => list.find((t) => t.name === theme)!.styles.find((s) => s.name === name)!;
const themeId = (list: Theme[], theme: string) => list.find((t) => t.name === theme)!.themeId;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.35');
  demoThemes = (await callRoute<Theme[]>(listThemes, { url: '/api/v2/themes?shop=demo' })).json;
  beyondThemes = (await callRoute<Theme[]>(listThemes, { url: '/api/v2/themes?shop=beyond-demo', headers: owner.beyond })).json;
});
afterAll(() => handle.close());

const styleCall = (handler: typeof getSettings, part: string, id: string, headers?: Record<string, string>) =>
  callRoute<Answer>(handler, { url: `/api/v2/themeStyles/${id}/${part}?shop=demo`, params: { id }, headers });
const patch = (id: string, body: unknown, headers: Record<string, string> = owner.demo) =>
  callRoute<Answer>(patchSettings, { method: 'PATCH', url: `/api/v2/themeStyles/${id}/settings?shop=demo`, params: { id }, body, headers });
const activate = (body: unknown, headers: Record<string, string> = owner.demo) =>
  callRoute<Theme[] & Answer>(putActive, { method: 'PUT', url: '/api/v2/themes/active?shop=demo', body, headers });

describe('GET /themes', () => {
  it('lists the shop\'s themes with their styles and the active flags', () => {
    expect(demoThemes.map((t) => t.name).sort()).toEqual(['aurora', 'meridian']);
    const aurora = demoThemes.find((t) => t.name === 'aurora')!;
    expect(aurora).toMatchObject({ version: '1.0.0', title: 'Aurora', isActive: true });
    expect(aurora.styles.map((s) => [s.name, s.isActive])).toEqual([['daylight', true], ['midnight', false]]);
    expect(style(demoThemes, 'aurora', 'daylight').stylesheetUrl).toBe(`/themes/${aurora.themeId}/stylesheets/daylight.css?shop=demo`);
    // Styles are per shop: the same style name has another id in the other shop.
    expect(style(beyondThemes, 'aurora', 'daylight').themeStyleId).not.toBe(style(demoThemes, 'aurora', 'daylight').themeStyleId);
  });
});

describe('GET /themeStyles/{id}/...', () => {
  it('serves the settings schema, settings, default settings and meta of a style', async () => {
    const id = style(demoThemes, 'aurora', 'daylight').themeStyleId;
    const schema = await styleCall(getSchema, 'settingsSchema', id);
    expect((schema.json.settings as { key: string }[]).map((s) => s.key)).toContain('primaryColor');
    expect((await styleCall(getSettings, 'settings', id)).json).toMatchObject({ primaryColor: '#2f6fb5', buttonStyle: 'filled' });
    expect((await styleCall(getDefaults, 'defaultSettings', id)).json).toMatchObject({ primaryColor: '#2f6fb5' });
    expect((await styleCall(getMeta, 'meta', id)).json).toMatchObject({ contentImageWidth: 1200 });
  });

  it('answers 404 for another shop\'s style and unknown ids, 400 for a malformed id', async () => {
    const foreign = style(beyondThemes, 'aurora', 'daylight').themeStyleId;
    expect((await styleCall(getSettings, 'settings', foreign)).status).toBe(404);
    expect((await styleCall(getMeta, 'meta', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await styleCall(getSchema, 'settingsSchema', 'daylight')).status).toBe(400);
  });
});

describe('PATCH /themeStyles/{id}/settings', () => {
  it('changes the settings sent, keeps the others, and revalidates the shop', async () => {
    const id = style(demoThemes, 'aurora', 'midnight').themeStyleId;
    revalidatedTags.length = 0;
    const response = await patch(id, { settings: { primaryColor: '#ABCDEF', headingFont: 'Lora', borderRadius: '1rem', buttonStyle: 'pill' } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ primaryColor: '#abcdef', headingFont: 'Lora', borderRadius: '1rem', buttonStyle: 'pill', accentColor: '#f2c14e' });
    expect(revalidatedTags).toContain('shop:demo');
    expect((await styleCall(getSettings, 'settings', id)).json).toMatchObject({ primaryColor: '#abcdef' });
    expect((await styleCall(getDefaults, 'defaultSettings', id)).json).toMatchObject({ primaryColor: '#7aa7e0' });
  });

  it.each([
    ['a colour that is not #rrggbb', { primaryColor: 'red' }],
    ['a declaration break-out', { primaryColor: '#fff;}body{display:none' }],
    ['a font that breaks out', { headingFont: 'Inter;} * {color:red' }],
    ['a size that is not a length', { borderRadius: 'expression(alert(1))' }],
    ['a choice that is not offered', { buttonStyle: 'ghost' }],
    ['an unknown key', { customCss: 'body{}' }],
  ])('refuses %s (400) and stores nothing', async (_case, settings) => {
    const id = style(demoThemes, 'aurora', 'daylight').themeStyleId;
    const response = await patch(id, { settings });
    expect(response.status).toBe(400);
    expect(response.json.errors![0]!.path).toBe(`body.settings.${Object.keys(settings)[0]}`);
    expect((await styleCall(getSettings, 'settings', id)).json).toMatchObject({ primaryColor: '#2f6fb5', buttonStyle: 'filled' });
  });

  it('versions a style\'s settings: ETag on the owner\'s read, a stale If-Match told with the settings as they are, two writers of different settings both kept', async () => {
    const id = demoThemes.find((theme) => theme.name === 'meridian')!.styles[0]!.themeStyleId;
    const opened = await styleCall(getSettings, 'settings', id, owner.demo);
    const version = opened.headers.get('etag')!;
    expect(version).toMatch(/^"\d+"$/);
    const first = await patch(id, { settings: { primaryColor: '#112233' } }, { ...owner.demo, 'if-match': version });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(version);
    const stale = await patch(id, { settings: { primaryColor: '#445566' } }, { ...owner.demo, 'if-match': version });
    expect(stale).toMatchObject({ status: 409, json: { code: 'StaleVersion', current: { primaryColor: '#112233' } } });
    const [a, b] = await Promise.all([patch(id, { settings: { primaryColor: '#778899' } }), patch(id, { settings: { borderRadius: '2px' } })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await styleCall(getSettings, 'settings', id)).json).toMatchObject({ primaryColor: '#778899', borderRadius: '2px' });
  });

  it('refuses strangers (401, 403) and another shop\'s style (404)', async () => {
    const id = style(demoThemes, 'aurora', 'daylight').themeStyleId;
    const body = { settings: { primaryColor: '#000000' } };
    expect((await callRoute(patchSettings, { method: 'PATCH', url: `/api/v2/themeStyles/${id}/settings?shop=demo`, params: { id }, body })).status).toBe(401);
    expect((await patch(id, body, owner.beyond)).status).toBe(403);
    expect((await patch(style(beyondThemes, 'aurora', 'daylight').themeStyleId, body)).status).toBe(404);
  });
});

describe('PUT /themes/active', () => {
  it('activates a style of a theme and answers the list with the new flags', async () => {
    const sand = style(demoThemes, 'meridian', 'sand');
    revalidatedTags.length = 0;
    const response = await activate({ themeId: themeId(demoThemes, 'meridian'), themeStyleId: sand.themeStyleId });
    expect(response.status).toBe(200);
    expect(style(response.json, 'meridian', 'sand').isActive).toBe(true);
    expect(response.json.find((t) => t.name === 'aurora')!.isActive).toBe(false);
    expect(revalidatedTags).toContain('shop:demo');
    const listed = (await callRoute<Theme[]>(listThemes, { url: '/api/v2/themes?shop=demo' })).json;
    expect(style(listed, 'meridian', 'sand').isActive).toBe(true);
  });

  it('versions which style is active: ETag on the owner\'s read, a stale If-Match told with the themes as they are, two racing owners never both win', async () => {
    const opened = await callRoute<Theme[]>(listThemes, { url: '/api/v2/themes?shop=demo', headers: owner.demo });
    const version = opened.headers.get('etag')!;
    expect(version).toMatch(/^"\d+"$/);
    // Shoppers' reads carry no version.
    expect((await callRoute(listThemes, { url: '/api/v2/themes?shop=demo' })).headers.get('etag')).toBeNull();
    const [aurora, meridian] = [themeId(demoThemes, 'aurora'), themeId(demoThemes, 'meridian')];
    const [daylight, sand] = [style(demoThemes, 'aurora', 'daylight').themeStyleId, style(demoThemes, 'meridian', 'sand').themeStyleId];
    const raced = await Promise.all([
      activate({ themeId: aurora, themeStyleId: daylight }, { ...owner.demo, 'if-match': version }),
      activate({ themeId: meridian, themeStyleId: sand }, { ...owner.demo, 'if-match': version }),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = raced.find((answer) => answer.status === 409)!;
    const winner = raced.find((answer) => answer.status === 200)!;
    // The loser is told which style is active now, by the winner.
    const activeNow = (list: Theme[]) => list.flatMap((theme) => theme.styles).find((candidate) => candidate.isActive)!.themeStyleId;
    expect(loser.json).toMatchObject({ code: 'StaleVersion', currentVersion: Number(winner.headers.get('etag')!.replaceAll('"', '')) });
    expect(activeNow((loser.json as unknown as { current: Theme[] }).current)).toBe(activeNow(winner.json));
    // The spec's clients send no version: accepted.
    expect((await activate({ themeId: aurora, themeStyleId: daylight })).status).toBe(200);
  });

  it('refuses a style of another theme (422), another shop\'s style (404), bad ids (400) and strangers (401, 403)', async () => {
    const daylight = style(demoThemes, 'aurora', 'daylight').themeStyleId;
    const mismatch = await activate({ themeId: themeId(demoThemes, 'meridian'), themeStyleId: daylight });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.code).toBe('ThemeStyleMismatch');
    expect((await activate({ themeId: themeId(demoThemes, 'aurora'), themeStyleId: style(beyondThemes, 'aurora', 'daylight').themeStyleId })).status).toBe(404);
    expect((await activate({ themeId: 'aurora', themeStyleId: daylight })).status).toBe(400);
    expect((await callRoute(putActive, { method: 'PUT', url: '/api/v2/themes/active?shop=demo', body: { themeId: themeId(demoThemes, 'aurora'), themeStyleId: daylight } })).status).toBe(401);
    expect((await activate({ themeId: themeId(demoThemes, 'aurora'), themeStyleId: daylight }, owner.beyond)).status).toBe(403);
  });
});

describe('GET /themes/{themeNameAtVersion}/templates.js', () => {
  const call = (nameAtVersion: string, headers?: Record<string, string>) =>
    callRoute(templatesJs, { url: `/api/v2/themes/${nameAtVersion}/templates.js?shop=demo`, params: { themeNameAtVersion: nameAtVersion }, headers });

  it('serves the theme\'s template metadata as a script, with an ETag and 304', async () => {
    const response = await call('aurora@1.0.0');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const match = /^self\.__VITRINE_THEME__ = (.*);\n$/.exec(response.text);
    const metadata = JSON.parse(match![1]!) as { name: string; templates: string[]; styles: { name: string }[] };
    expect(metadata).toMatchObject({ name: 'aurora', version: '1.0.0' });
    expect(metadata.templates).toContain('category');
    expect(metadata.styles.map((s) => s.name)).toEqual(['daylight', 'midnight']);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const cached = await call('aurora@1.0.0', { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect((await call('aurora%401.0.0')).status).toBe(200);
  });

  it('escapes theme data so that it cannot end the script or a surrounding <script> element', async () => {
    await handle.db.update(themes).set({ title: '</script><script>alert(1)//\u2028' }).where(eq(themes.name, DEMO.themes.meridian.name));
    const response = await call('meridian@1.0.0');
    expect(response.text).not.toContain('</script>');
    expect(response.text).not.toContain('\u2028');
    expect(response.text).toContain('\\u003c/script\\u003e');
    const title = (JSON.parse(/= (.*);\n$/.exec(response.text)![1]!) as { title: string }).title;
    expect(title).toBe('</script><script>alert(1)//\u2028');
  });

  it('answers 404 for unknown themes and malformed names', async () => {
    expect((await call('aurora@9.9.9')).status).toBe(404);
    expect((await call('aurora')).status).toBe(404);
    expect((await call('../etc@1')).status).toBe(404);
  });
});
