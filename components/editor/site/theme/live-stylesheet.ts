/**
 * The storefront document links the active style's stylesheet (storefront-document.tsx) at its plain
 * address; while the owner edits, the same <link> points at the stylesheet with the unsaved settings,
 * so the page restyles without a reload. The browser keeps the old sheet until the new one has loaded,
 * and React keeps the element it hoisted (it knows it by its first address), so a refresh of the page
 * leaves it as it is.
 */
function themeStylesheetLink(plainHref: string): HTMLLinkElement | undefined {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].find((link) => {
    const href = link.getAttribute('href') ?? '';
    return href === plainHref || href.startsWith(`${plainHref}&`);
  });
}

/** Points the style's stylesheet <link> (known by its plain address) at `href`; nothing when the page has none. */
export function showThemeStylesheet(plainHref: string, href: string): void {
  const link = themeStylesheetLink(plainHref);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
