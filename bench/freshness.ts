import { DEMO } from '@/lib/db/seed/demo';
import type { PartResult } from './report';
import { SHOPPER_PAGES } from './targets';

const SHOP = DEMO.shops.demo.slug;
const LIMIT_MS = 1000;
export const POLL_GIVE_UP_MS = 10_000;

export interface Api {
  baseUrl: string;
  token: string;
}

/** Calls the demo shop's API as the signed-in owner (or anonymously before sign-in); throws on an error answer. */
export async function call(api: Api, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${api.baseUrl}/api/v2${path}${path.includes('?') ? '&' : '?'}shop=${SHOP}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(api.token ? { authorization: `Bearer ${api.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs the demo shop's owner in. */
export async function signIn(baseUrl: string): Promise<Api> {
  const api = { baseUrl, token: '' };
  const { token } = await call(api, 'POST', '/auth/sign-in', DEMO.owners.demo);
  return { baseUrl, token: String(token) };
}

/** Something the owner changes: where it is written and the shopper page that shows its title. */
interface Subject {
  name: string;
  apiPath: string;
  pagePath: string;
  oldTitle: string;
}

/** Polls a page until its HTML holds `text`: ms since `started`, or Infinity after POLL_GIVE_UP_MS. */
export async function msUntilShown(url: string, text: string, started: number): Promise<number> {
  while (performance.now() - started < POLL_GIVE_UP_MS) {
    if ((await (await fetch(url)).text()).includes(text)) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

/** Saves a new title and polls the shopper page until it shows it: ms of the save, ms until visible. */
async function timeOneChange(api: Api, subject: Subject, title: string): Promise<{ saveMs: number; visibleMs: number }> {
  const started = performance.now();
  await call(api, 'PATCH', subject.apiPath, { title });
  const saveMs = Math.round(performance.now() - started);
  return { saveMs, visibleMs: await msUntilShown(api.baseUrl + subject.pagePath, `>${title}<`, started) };
}

async function subjects(api: Api): Promise<Subject[]> {
  const page = await call(api, 'GET', `/pages/${DEMO.pages.about.en}`);
  const category = await call(api, 'GET', `/categories/${DEMO.categories.clothing.en}`);
  return [
    { name: 'info page', apiPath: `/pages/${DEMO.pages.about.en}`, pagePath: SHOPPER_PAGES.info, oldTitle: String(page.title) },
    { name: 'category', apiPath: `/categories/${String(category.categoryId)}`, pagePath: SHOPPER_PAGES.category, oldTitle: String(category.title) },
  ];
}

/**
 * Budget 2: a title the owner saves through the API is on the shopper page within a second. Each
 * subject is changed `rounds` times (the page warmed first) and its old title put back afterwards;
 * the time counts from the start of the save, as a shopper would see it after the owner clicks save.
 */
export async function runFreshness(baseUrl: string, rounds: number): Promise<PartResult> {
  const api = await signIn(baseUrl);
  const figures: Record<string, { path: string; saveMs: number[]; visibleAfterMs: number[]; worstMs: number }> = {};
  for (const subject of await subjects(api)) {
    await fetch(baseUrl + subject.pagePath);
    const times: Array<{ saveMs: number; visibleMs: number }> = [];
    try {
      for (let round = 1; round <= rounds; round++) times.push(await timeOneChange(api, subject, `Bench ${subject.name} ${Date.now()}`));
    } finally {
      await call(api, 'PATCH', subject.apiPath, { title: subject.oldTitle });
    }
    const visibleAfterMs = times.map((t) => t.visibleMs);
    figures[subject.name] = { path: subject.pagePath, saveMs: times.map((t) => t.saveMs), visibleAfterMs, worstMs: Math.max(...visibleAfterMs) };
    console.log(`  ${subject.name}: visible after ${visibleAfterMs.join(', ')} ms (save took ${figures[subject.name]!.saveMs.join(', ')} ms)`);
  }
  const budgets = Object.entries(figures).map(([name, figure]) => ({
    budget: 'freshness',
    subject: `${name} title change visible (worst of ${rounds}, ms)`,
    limit: `<= ${LIMIT_MS} ms`,
    value: Number.isFinite(figure.worstMs) ? figure.worstMs : `not seen in ${POLL_GIVE_UP_MS} ms`,
    pass: figure.worstMs <= LIMIT_MS,
  }));
  return { figures, budgets };
}
