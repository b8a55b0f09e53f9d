/** A parent window for the editor under test: jsdom runs it unframed, so a frame's window stands in. */
export function frameEditor(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow!;
  jest.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  jest.spyOn(window, 'parent', 'get').mockReturnValue(parent);
  return parent;
}

/** A message event as the browser dispatches it, from `source` on `origin`. */
export function receive(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}
