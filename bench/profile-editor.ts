// Profiles one kind of the editor bench's interactions on its 200-block page and prints where the time
// went: the interaction's figures as the bench measures them, the main thread's script, style and layout
// time, our own functions by source file and line (through the build's source maps), and with TRACE=1
// the renderer's own work by kind (layout, paint, Layerize). docs/bench.md, "Profiling the editor", has
// the commands; the kinds are the keys of ACTS. Options: TOKEN (an owner's token from an earlier run:
// sign-ins are rate-limited), TOP (lines listed), CANVAS_CSS / EDITOR_CSS (a rule added to the canvas's or
// the editor's document, to see what a style costs), DEBUG=1 (each drag's frames, each key's INP and each interaction's delay, processing and presentation).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { contextOptions, launchChromium } from './browser';
import { blockId, editorPageContent, indexesOf } from './editor-content';
import { canvasDragPoints, drawPng, layersDragPoints, openModule, readyMs, selectInLayers, SLUG, textName, textOnCanvas, undo, uploadImage, workspace, type Workspace } from './editor';
import { dragFramesMs, interactionMs, paintMs, shownMs, watchInteractions } from './editor-recorders';
import { call, signIn } from './freshness';
import { percentile } from './stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Text blocks from the hundredth on, which the interactions go through in turn. */
const TEXTS = indexesOf('text').filter((index) => index >= 100 && index < 130);

type Act = (page: Page, ws: Workspace, n: number) => Promise<number>;

/** A block picked up, moved a row down and dropped by keyboard in Layers, then undone: its worst step's INP. */
async function keyboardMoveMs(page: Page, ws: Workspace, index: number): Promise<number> {
  await ws.layers.getByRole('button', { name: new RegExp(`^Drag block: Text: Block ${index} of`) }).focus();
  const said = page.locator('[id^="DndLiveRegion"]');
  const step = async (key: string, answer: RegExp) => {
    const ms = await interactionMs(page, () => page.keyboard.press(key));
    await said.filter({ hasText: answer }).waitFor({ timeout: 5000 });
    if (process.env.DEBUG) console.log(key, ms);
    return ms;
  };
  const ms = Math.max(await step('Space', /^Picked up /), await step('ArrowDown', / will go /), await step('Space', /^Dropped /));
  await undo(page, ws);
  return ms;
}

/** The interactions to profile, each timed as the bench times it. */
const ACTS: Record<string, { prepare?: (page: Page, ws: Workspace) => Promise<void>; act: Act }> = {
  typing: {
    prepare: async (page, ws) => {
      await selectInLayers(ws, 'text', 100);
      await ws.inspector.getByRole('textbox', { name: 'Text', exact: true }).focus();
      await page.keyboard.press('Control+End');
    },
    act: async (page) => (await paintMs(page, blockId(100), () => page.keyboard.press('x'))).ms,
  },
  colour: {
    prepare: (_page, ws) => selectInLayers(ws, 'image', indexesOf('image')[3]!),
    act: async (page, ws, n) => (await paintMs(page, blockId(indexesOf('image')[3]!), () => ws.inspector.getByLabel('Headline colour').selectOption(String(n % 5)).then(() => undefined))).ms,
  },
  columns: {
    prepare: async (_page, ws) => {
      await selectInLayers(ws, 'layout', indexesOf('layout')[3]!);
      await ws.inspector.getByRole('spinbutton', { name: 'Columns' }).focus();
    },
    act: async (page, ws, n) => {
      // Up and down in turn, from whatever count an earlier run's draft left (at most 6).
      const count = Number(await ws.inspector.getByRole('spinbutton', { name: 'Columns' }).inputValue());
      const key = (n % 2 === 0) === count < 6 ? 'ArrowUp' : 'ArrowDown';
      return (await paintMs(page, blockId(indexesOf('layout')[3]!), () => page.keyboard.press(key))).ms;
    },
  },
  image: {
    prepare: (_page, ws) => selectInLayers(ws, 'image', indexesOf('image')[3]!),
    act: async (page, ws, n) => {
      const png = await drawPng(page);
      const input = ws.inspector.getByRole('group', { name: 'Image', exact: true }).locator('input[type="file"]');
      const timing = await paintMs(page, blockId(indexesOf('image')[3]!), () => input.setInputFiles({ name: `swap-${n}.png`, mimeType: 'image/png', buffer: png }));
      // The next swap waits for this upload to land.
      await ws.inspector.getByRole('button', { name: 'Change image' }).and(page.locator(':enabled')).waitFor();
      return timing.ms;
    },
  },
  dragLayers: {
    prepare: (_page, ws) => openModule(ws, 'Layers'),
    act: async (page, ws, n) => {
      const { from, to } = await layersDragPoints(page, ws, TEXTS[n % 8]!, TEXTS[(n % 8) + 6]!);
      const frames = await dragFramesMs(page, from, to);
      if (process.env.DEBUG) console.log(frames.map(Math.round).join(' '));
      await undo(page, ws);
      return Math.max(...frames);
    },
  },
  // The drop alone: the pointer's release timed as an interaction.
  dropLayers: {
    prepare: (_page, ws) => openModule(ws, 'Layers'),
    act: async (page, ws, n) => {
      const { from, to } = await layersDragPoints(page, ws, TEXTS[n % 8]!, TEXTS[(n % 8) + 6]!);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(from.x, from.y + ((to.y - from.y) * step) / 10);
      const ms = await interactionMs(page, () => page.mouse.up());
      await undo(page, ws);
      return ms;
    },
  },
  dragCanvas: {
    act: async (page, ws, n) => {
      const { from, to } = await canvasDragPoints(page, ws, TEXTS[n % 8]!);
      const frames = await dragFramesMs(page, from, to);
      if (process.env.DEBUG) console.log(frames.map(Math.round).join(' '));
      await undo(page, ws);
      return Math.max(...frames);
    },
  },
  keyboardMove: {
    prepare: (_page, ws) => openModule(ws, 'Layers'),
    act: async (page, ws, n) => {
      const index = TEXTS[n % 8]!;
      // As in the bench: the block moved is the one selected (its settings in the inspector).
      await ws.layers.getByRole('button', { name: textName(index) }).click();
      return keyboardMoveMs(page, ws, index);
    },
  },
  // The bench's own order: a selection in Layers, a key typed into the inspector, Undo, then the keyboard move.
  keyboardMoveAfterTyping: {
    prepare: (_page, ws) => openModule(ws, 'Layers'),
    act: async (page, ws, n) => {
      const index = TEXTS[n % 8]!;
      await ws.layers.getByRole('button', { name: textName(index) }).click();
      const field = ws.inspector.getByRole('textbox', { name: 'Text', exact: true });
      await field.focus();
      await page.keyboard.press('x');
      await ws.toolbar.getByRole('button', { name: 'Undo' }).click();
      return keyboardMoveMs(page, ws, index);
    },
  },
  // "Checks" in the top bar until the findings are listed, Layers opened in between (the bench's way).
  checks: {
    act: async (page, ws) => {
      await openModule(ws, 'Layers');
      return shownMs(page, 'section[aria-label="Checks"] [role="status"]', /^(Findings: \d+|Nothing found)/,
        () => ws.toolbar.getByRole('button', { name: 'Checks' }).click());
    },
  },
  select: {
    prepare: (_page, ws) => openModule(ws, 'Layers'),
    act: async (page, ws, n) => {
      const row = ws.layers.getByRole('button', { name: textName(TEXTS[n % TEXTS.length]!) });
      await row.scrollIntoViewIfNeeded();
      return interactionMs(page, () => row.click());
    },
  },
  selectOnCanvas: {
    act: async (page, ws, n) => {
      const index = TEXTS[n % TEXTS.length]!;
      await textOnCanvas(ws.canvas, index).scrollIntoViewIfNeeded();
      return interactionMs(page, () => textOnCanvas(ws.canvas, index).click());
    },
  },
  moveOnCanvas: {
    act: async (page, ws, n) => {
      const index = 110;
      await textOnCanvas(ws.canvas, index).scrollIntoViewIfNeeded();
      await textOnCanvas(ws.canvas, index).click();
      const toolbar = ws.canvas.getByRole('toolbar', { name: new RegExp(`^Block actions: Text: Block ${index} of`) });
      return interactionMs(page, () => toolbar.getByRole('button', { name: new RegExp(`^${n % 2 === 0 ? 'Move down' : 'Move up'}: `) }).click());
    },
  },
  undo: {
    prepare: (_page, ws) => selectInLayers(ws, 'text', 100),
    act: async (page, ws) => {
      // A change to undo, its own step (typing merges within a second: the field is left in between).
      const field = ws.inspector.getByRole('textbox', { name: 'Text', exact: true });
      await field.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('x');
      await ws.toolbar.getByRole('button', { name: 'Undo' }).and(page.locator(':enabled')).waitFor();
      return interactionMs(page, () => ws.toolbar.getByRole('button', { name: 'Undo' }).click());
    },
  },
};

/** Where a profile's function is in our sources, by the build's source maps (fetched once per script). */
function sourceLocator() {
  const maps = new Map<string, Promise<SourceMapConsumer | null>>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      // From the build's folder (the server answers no .map files), named by the script's last line.
      const script = join(process.env.NEXT_DIST_DIR ?? '.next-prof', 'static', new URL(url).pathname.replace(/^\/_next\/static\//, ''));
      maps.set(url, readFile(script, 'utf8').then(async (code) => {
        const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
        return name ? new SourceMapConsumer(JSON.parse(await readFile(join(dirname(script), name), 'utf8')) as RawSourceMap) : null;
      }).catch(() => null));
    }
    return maps.get(url)!;
  };
  return async ({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): Promise<string> => {
    if (!url) return functionName || '(native)';
    const map = url.includes('/_next/') ? await mapOf(url) : null;
    if (!map) return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = (at.source ?? '?').replace(/^.*?(node_modules\/|\/\.\/)/, '$1').replace(/^webpack:\/\/_N_E\//, '');
    return `${at.name ?? functionName ?? ''} ${source}:${at.line}`;
  };
}

/** Self and total time per function over the profile's samples, the largest first. */
async function summarise(profile: Profile, top: number) {
  const locate = sourceLocator();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const names = new Map<number, string>();
  await Promise.all(profile.nodes.map(async (node) => names.set(node.id, await locate(node.callFrame))));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = names.get(id)!;
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = names.get(at)!;
      if (seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + ms);
    }
  });
  const list = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`).join('\n');
  return { self: list(self), total: list(total) };
}

interface TraceEvent { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } }

/** Time per kind of event on the renderer's main thread (complete events only, nested ones counted in their own name too). */
function timelineSummary({ traceEvents }: { traceEvents: TraceEvent[] }): string {
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const byName = new Map<string, { ms: number; count: number }>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !main || event.tid !== main.tid || event.pid !== main.pid) continue;
    const entry = byName.get(event.name) ?? { ms: 0, count: 0 };
    entry.ms += (event.dur ?? 0) / 1000;
    entry.count += 1;
    byName.set(event.name, entry);
  }
  return '\n-- renderer main thread, by event\n' + [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)
    .map(([name, { ms, count }]) => `${ms.toFixed(1).padStart(8)} ms ${String(count).padStart(6)}x  ${name}`).join('\n');
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m: { name: string; value: number }) => [m.name, m.value]));
}

async function main() {
  const [kind = 'typing', repeatsArg = '20'] = process.argv.slice(2);
  const entry = ACTS[kind];
  if (!entry) throw new Error(`no such interaction: ${kind} (one of ${Object.keys(ACTS).join(', ')})`);
  const baseUrl = process.env.BASE ?? 'http://localhost:3200';
  // Sign-ins are rate-limited: a token from an earlier run (TOKEN) is used again.
  const api = process.env.TOKEN ? { baseUrl, token: process.env.TOKEN } : await signIn(baseUrl);
  if (!process.env.TOKEN) console.log(`TOKEN=${api.token}`);
  const browser = await launchChromium();
  const context = await browser.newContext({ ...contextOptions(), viewport: { width: 1440, height: 900 }, baseURL: baseUrl });
  await context.addInitScript(() => window.localStorage.setItem('vitrine:editor-tour', 'seen'));
  const page = await context.newPage();
  // The editor takes the token once and keeps the owner signed in (docs/api/auth.md).
  await page.goto(`/editor?token=${encodeURIComponent(api.token)}`);
  const png = await drawPng(page);
  await call(api, 'PUT', `/pages/${SLUG}`, { title: 'Bench editor', type: 'blank', content: editorPageContent(await uploadImage(api, png)) });
  await readyMs(page, `/editor/i/${SLUG}`);
  console.log(`ready after ${await readyMs(page, `/editor/i/${SLUG}`)} ms`);
  const ws = workspace(page);
  await watchInteractions(page);
  if (process.env.DEBUG) {
    // Each interaction's delay, processing and presentation, as the Event Timing API reports them.
    await page.evaluate('window.__debugInteractions = true');
    page.on('console', (message) => {
      if (message.text().startsWith('interaction ')) console.log(message.text());
    });
  }
  await entry.prepare?.(page, ws);
  // An experiment: rules added to the canvas's document (CANVAS_CSS) or the editor's (EDITOR_CSS), to see what a style costs.
  const addStyle = (css: string) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  };
  if (process.env.CANVAS_CSS) await page.frame({ name: 'canvas' })!.evaluate(addStyle, process.env.CANVAS_CSS);
  if (process.env.EDITOR_CSS) await page.evaluate(addStyle, process.env.EDITOR_CSS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  const times: number[] = [];
  for (let n = 0; n < Number(repeatsArg); n++) {
    times.push(await entry.act(page, ws, n).catch(async (error: unknown) => {
      await page.screenshot({ path: `bench/results/profile-${kind}-failed.png` });
      throw error;
    }));
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const after = await metrics(cdp);
  const spent = (name: string) => ((after[name]! - before[name]!) * 1000).toFixed(0);
  console.log(`${kind}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms over ${times.length}`);
  console.log(`main thread: script ${spent('ScriptDuration')} ms, style ${spent('RecalcStyleDuration')} ms (${after.RecalcStyleCount! - before.RecalcStyleCount!}), layout ${spent('LayoutDuration')} ms (${after.LayoutCount! - before.LayoutCount!}), tasks ${spent('TaskDuration')} ms`);
  if (process.env.TRACE) {
    // The renderer's own work (style, layout, paint) that the JavaScript profile shows only as "(program)".
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    for (let n = 0; n < Number(repeatsArg); n++) await entry.act(page, ws, n);
    console.log(timelineSummary(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }));
  }
  const { self, total } = await summarise(profile, Number(process.env.TOP ?? 30));
  console.log(`\n-- self time\n${self}\n\n-- total time\n${total}`);
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
