/**
 * The editor's window messages with the frame around it (spec section 7): TOKEN, MBO_MENU and
 * MBO_BASE_URL come in, PREVIEW_PATH goes out. Only the shop itself and the back offices the shop names
 * (shops.back_office_origins) are talked to: the same origins the editor's policy lets frame it.
 */

/** A message of the parent frame, `{ type, payload }`. */
export interface ParentMessage {
  type: string;
  payload: unknown;
}

/** The origins the editor talks to: its own (a page of the shop may frame the editor) and the shop's back offices. */
export const parentOrigins = (backOffices: readonly string[]): string[] => [window.location.origin, ...backOffices];

/** Whether the editor runs in a frame. */
export const isFramed = (): boolean => window.parent !== window;

/**
 * The message of an event when it comes from the window that frames the editor, on an origin the shop
 * allows, and has a type; null for anything else (another window, a frame inside the page, another site).
 */
export function parentMessageOf(event: MessageEvent, backOffices: readonly string[]): ParentMessage | null {
  if (!isFramed() || event.source !== window.parent || !parentOrigins(backOffices).includes(event.origin)) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || typeof (data as { type?: unknown }).type !== 'string') return null;
  return data as ParentMessage;
}

/**
 * The origins a message to the parent is addressed to: the parent's own when the browser tells it
 * (`location.ancestorOrigins`, Chromium and Safari) and the shop allows it; else each allowed origin, of
 * which the browser delivers it to the parent's only. Never '*'.
 */
export function parentTargets(backOffices: readonly string[], ancestorOrigins: ArrayLike<string> | undefined = window.location.ancestorOrigins): string[] {
  const allowed = parentOrigins(backOffices);
  if (!ancestorOrigins || ancestorOrigins.length === 0) return allowed;
  const parent = ancestorOrigins[0]!;
  return allowed.includes(parent) ? [parent] : [];
}

/** Posts a message to the frame around the editor, to allowed origins only; nothing when not framed. */
export function postToParent(message: ParentMessage, backOffices: readonly string[]): void {
  if (!isFramed()) return;
  for (const origin of parentTargets(backOffices)) window.parent.postMessage(message, origin);
}
