import type { APIRequestContext } from '@playwright/test';
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
export interface DocumentState { version: number; hasDraft: boolean; publishAt: string | null; draft: { _id: string; data: Record<string, unknown> }[] }

/** Calls the document API (`/api/v2/documents{path}`) of the demo shop as its owner; the answer must be 200. */
export async function documentCall(request: APIRequestContext, token: string, method: string, path: string, data?: object): Promise<DocumentState> {
  const response = await request.fetch(`/api/v2/documents${path}${path.includes('?') ? '&' : '?'}shop=demo`, {
    method, headers: { authorization: `Bearer ${token}` }, data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as DocumentState;
}
