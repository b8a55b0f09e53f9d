/**
 * The storefront document links the active style's stylesheet (storefront-document.tsx) at its plain
 * address. While the owner edits, the page restyles in the frame of the change: the settings' CSS, built
 * in the browser by the same function as the server's stylesheet (lib/themes/theme-css.ts), goes into a
 * <style> right after the link (the canvas frame mirrors both). The link is repointed too, at the
 * stylesheet with the unsaved settings, so that the page keeps them once the <style> is gone: the
 * browser keeps the old sheet until the new one has loaded, and React keeps the element it hoisted (it
 * knows it by its first address), so a refresh of the page leaves it as it is.
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

const LIVE = 'style[data-theme-live]';

/** Shows `css` (a style's settings as custom properties) over the stylesheet linked at `plainHref`, at once. */
export function showThemeCss(plainHref: string, css: string): void {
  const link = themeStylesheetLink(plainHref);
  if (!link) return;
  let style = document.head.querySelector<HTMLStyleElement>(LIVE);
  if (!style) {
    style = document.createElement('style');
    style.dataset.themeLive = '';
  }
  if (link.nextElementSibling !== style) link.after(style);
  if (style.textContent !== css) style.textContent = css;
}

/** How long the settings' CSS stays after editing ends at the latest: the repointed link has long loaded by then. */
const HANDOVER_MS = 5000;

/** Leaves the page to the stylesheet link again, once it has loaded what the <style> showed. */
export function endThemeCss(plainHref: string): void {
  const style = document.head.querySelector(LIVE);
  if (!style) return;
  const remove = () => style.remove();
  themeStylesheetLink(plainHref)?.addEventListener('load', remove, { once: true });
  setTimeout(remove, HANDOVER_MS);
}
