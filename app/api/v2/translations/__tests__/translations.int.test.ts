import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@/lib/db/client';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getTranslations } from '../[language]/route';

type Answer = Record<string, Record<string, string>> & { message?: string };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 1 });
});
afterAll(() => handle.close());

const get = (language: string) => callRoute<Answer>(getTranslations, { url: `/api/v2/translations/${language}?shop=demo`, params: { language } });
const file = (language: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../../messages', `${language}.json`), 'utf8')) as unknown;

describe('GET /translations/{language}', () => {
  it('answers the language\'s interface texts as its messages file holds them, its ICU arguments unformatted', async () => {
    const portuguese = await get('pt-BR');
    expect(portuguese.status).toBe(200);
    expect(portuguese.json).toEqual(file('pt-BR'));
    expect(portuguese.json.TranslationEditor!.kept).toBe('Alterações mantidas neste navegador: {count}');
  });

  it('refuses a language the app has no texts for with 400', async () => {
    const answer = await get('xx');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBeTruthy();
  });
});
