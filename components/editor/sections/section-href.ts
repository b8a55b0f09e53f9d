import { useSyncExternalStore } from 'react';

/**
 * The editor's address of a section: the page the owner is on with `?section={id}`, where the workspace
 * edits the section's blocks instead (app/[shop]/editor/[locale]/_components/editor-screen.tsx). Without
 * an id: the page itself again.
 */
export function sectionEditorHref(sectionId: string | null, location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const query = new URLSearchParams(location.search);
  if (sectionId) query.set('section', sectionId);
  else query.delete('section');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

const neverChanges = () => () => {};

/**
 * `sectionEditorHref` for a link the server renders too (the notice above a section opened by its
 * address): the page's address is the browser's, so the server's render has none (`undefined`, a link
 * without a target) and hydration fills it in. Reading `window` on the server threw during the editor's
 * render of `?section=`.
 */
export function useSectionEditorHref(sectionId: string | null): string | undefined {
  return useSyncExternalStore(neverChanges, () => sectionEditorHref(sectionId), () => undefined);
}
