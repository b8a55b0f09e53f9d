import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { contextOptions } from './browser';
import type { PartResult } from './report';
import { BENCH_DIST_DIR } from './server';
import { BASELINE_PATH, SHOPPER_PAGES } from './targets';

const LIMIT_KB = 60;
/** Strings only the editor's libraries contain: dnd-kit's live regions and tiptap / ProseMirror. */
const EDITOR_MARKERS = ['DndDescribedBy', 'DndLiveRegion', 'ProseMirror', 'tiptap'];

interface Script {
  gzipBytes: number;
  editorMarkers: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const markersIn = (code: string) => EDITOR_MARKERS.filter((marker) => code.includes(marker));

/** Chunk files of the build that hold editor code, so the report shows the check has something to find. */
function editorChunksOfBuild(): string[] {
  const root = join(BENCH_DIST_DIR, 'static', 'chunks');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  return files.filter((file) => markersIn(readFileSync(join(root, file), 'utf8')).length > 0).map((f) => relative(root, join(root, f)));
}

/** Sizes a script the way a shopper's browser gets it, compressed by us so the server's setting does not count. */
async function sizeScript(url: string, cache: Map<string, Script>): Promise<Script> {
  const known = cache.get(url);
  if (known) return known;
  const code = await (await fetch(url)).text();
  const script = { gzipBytes: gzipSync(code).length, editorMarkers: markersIn(code) };
  cache.set(url, script);
  return script;
}

/** Every script a fresh browser loads for the page until the network is idle. */
async function scriptsOf(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext(contextOptions());
  try {
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...urls];
  } finally {
    await context.close();
  }
}

async function measurePage(browser: Browser, url: string, cache: Map<string, Script>) {
  const urls = await scriptsOf(browser, url);
  const scripts = await Promise.all(urls.map(async (u) => ({ url: new URL(u).pathname, ...(await sizeScript(u, cache)) })));
  return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), editorMarkers: [...new Set(scripts.flatMap((s) => s.editorMarkers))] };
}

/**
 * Budget 5: each shopper route loads at most 60 KB of gzipped script above the empty page of the same
 * build, and none of the editor's code.
 */
export async function runFirstLoadJs(baseUrl: string, browser: Browser): Promise<PartResult> {
  const cache = new Map<string, Script>();
  const baseline = await measurePage(browser, baseUrl + BASELINE_PATH, cache);
  console.log(`  baseline ${BASELINE_PATH}: ${kb(baseline.gzipBytes)} KB gzip in ${baseline.scripts.length} scripts`);
  const pages: Record<string, Awaited<ReturnType<typeof measurePage>> & { path: string; aboveBaselineKb: number }> = {};
  for (const [name, path] of Object.entries(SHOPPER_PAGES)) {
    const page = await measurePage(browser, baseUrl + path, cache);
    pages[name] = { path, ...page, aboveBaselineKb: kb(page.gzipBytes - baseline.gzipBytes) };
    console.log(`  ${name} ${path}: ${kb(page.gzipBytes)} KB (+${pages[name].aboveBaselineKb} KB)${page.editorMarkers.length ? ` editor code: ${page.editorMarkers}` : ''}`);
  }
  const editorChunks = editorChunksOfBuild();
  const budgets = Object.entries(pages).flatMap(([name, page]) => [
    { budget: 'first-load JS', subject: `${name} KB gzip above baseline`, limit: `<= ${LIMIT_KB} KB`, value: page.aboveBaselineKb, pass: page.aboveBaselineKb <= LIMIT_KB },
    {
      budget: 'editor code', subject: `${name} scripts with editor code`, limit: 'none',
      value: page.editorMarkers.length ? page.editorMarkers.join(', ') : 'none', pass: page.editorMarkers.length === 0,
    },
  ]);
  return { figures: { limitKb: LIMIT_KB, editorMarkers: EDITOR_MARKERS, editorChunksOfBuild: editorChunks, baseline: { ...baseline, gzipKb: kb(baseline.gzipBytes) }, pages }, budgets };
}
