import { useId } from 'react';

export interface PreviewTarget {
  themeId: string;
  themeStyleId: string;
  themeTitle: string;
  styleTitle: string;
}

/**
 * The shop's storefront in theme preview of a style (spec sections 2 and 6): `previewTheme` and
 * `themeStyle` choose it, `themeTitle` and `themeStyleTitle` are what the preview bar shows, and checkout
 * is off there. `storefrontHref` is the shopper's address of the shop (its `shop` parameter included).
 */
export function themePreviewHref(storefrontHref: string, target: PreviewTarget): string {
  const url = new URL(storefrontHref, 'http://storefront.invalid');
  url.searchParams.set('previewTheme', target.themeId);
  url.searchParams.set('themeStyle', target.themeStyleId);
  url.searchParams.set('themeTitle', target.themeTitle);
  url.searchParams.set('themeStyleTitle', target.styleTitle);
  return `${url.pathname}${url.search}`;
}

/** "Preview": the style in the live storefront, in a new tab, described by the style's title. */
export function PreviewLink({ storefrontHref, target, titleId, text }: {
  storefrontHref: string; target: PreviewTarget; titleId: string; text: { preview: string; opensInNewTab: string };
}) {
  const newTabId = useId();
  return (
    <>
      <a href={themePreviewHref(storefrontHref, target)} target="_blank" rel="noopener" aria-describedby={`${titleId} ${newTabId}`}>{text.preview}</a>
      <span id={newTabId} hidden>{text.opensInNewTab}</span>
    </>
  );
}
