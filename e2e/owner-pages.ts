import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Creates a blank page of the demo shop through the API, with a slug of its own, so that a spec that
 * edits and publishes it leaves the demo's pages as the other specs expect them.
 */
export async function createBlankPage(request: APIRequestContext, token: string, name: string, content: object): Promise<{ slug: string; id: string }> {
  const slug = `${name}-${Date.now().toString(36)}`;
  const response = await request.put(`/api/v2/pages/${slug}?shop=demo`, {
    headers: { authorization: `Bearer ${token}` }, data: { title: `Editor ${name}`, type: 'blank', content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { slug, id: ((await response.json()) as { id: string }).id };
}

/** A content document's state as the document API answers it. */
export interface DocumentState {
  version: number; hasDraft: boolean; publishAt: string | null; draft: { _id: string; type: string; data: Record<string, unknown> }[];
  missingTexts: { blockId: string; path: string }[];
}

/** Calls the document API (`/api/v2/documents{path}`) of the demo shop as its owner; the answer must be 200. */
export async function documentCall(request: APIRequestContext, token: string, method: string, path: string, data?: object): Promise<DocumentState> {
  const response = await request.fetch(`/api/v2/documents${path}${path.includes('?') ? '&' : '?'}shop=demo`, {
    method, headers: { authorization: `Bearer ${token}` }, data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as DocumentState;
}

/**
 * The editor's controls of the open page: the workspace (rail, panels, inspector) and the page's tools in
 * the top bar (undo, redo, devices, status, Publish). The canvas is a frame of its own: `canvas(page)`.
 */
export const editorSidebar = (page: Page) => page.getByRole('main', { name: 'Page editor' }).or(page.getByRole('toolbar', { name: 'Editor toolbar' }));

/** The page's tools in the top bar. */
export const editorToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor toolbar' });

/** The canvas: the page in its frame at the device's width. */
export const canvas = (page: Page) => page.frameLocator('iframe[name="canvas"]');

/**
 * Opens a page in the editor with its blocks in the sidebar: the sidebar opens on the site's page
 * manager (spec section 3), and most specs work in the page's outline.
 */
export async function openPageBlocks(page: Page, path: string) {
  await page.goto(path);
  const editor = editorSidebar(page);
  await editor.getByRole('group', { name: 'This page' }).getByRole('button', { name: 'Layers', exact: true }).click();
  return editor;
}

/** Waits until the editor's toolbar says the draft is saved. */
export const draftSaved = async (page: Page) => expect(editorToolbar(page).getByRole('status')).toHaveText('Saved');

/** Waits until the toolbar says the page's Publish went through (the button is disabled while it runs, too). */
export const published = async (page: Page) => expect(editorToolbar(page).getByRole('status')).toHaveText(/^Published/);

/** A valid 1 × 1 PNG (one transparent pixel). */
export const DOT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Drags `from` (a drag handle) onto `to` with the mouse, in small steps as a hand would. */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 2 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Picks a block up from the keyboard: Space on its focused drag handle, then waits until the arrow keys
 * reach dnd-kit. Its KeyboardSensor announces the pick-up at once but listens for the arrows only from a
 * `setTimeout` queued at that moment (@dnd-kit/core, KeyboardSensor.attach), so on a loaded host an arrow
 * pressed as soon as "Picked up" shows can be lost. A timeout queued after it in the page fires after it.
 */
export async function pickUpByKeyboard(page: Page, announced: Locator, name: string) {
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`Picked up ${name}.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
