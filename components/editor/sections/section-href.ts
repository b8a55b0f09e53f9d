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
