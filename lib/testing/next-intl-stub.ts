/**
 * next-intl for the data tests, which run with --experimental-vm-modules: there Jest cannot load the
 * package (it ships only ES modules), so the services that word a page on the server (the contact form
 * posted without JavaScript) get this translator over the real message catalogue instead. It fills
 * {placeholders}; the browser and the unit tests use the real package.
 */
export function createTranslator({ messages, namespace }: { messages: Record<string, Record<string, string>>; namespace: string }) {
  return (key: string, values: Record<string, unknown> = {}) =>
    messages[namespace]![key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
