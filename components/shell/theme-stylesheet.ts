/** The shop's theme stylesheet: StorefrontDocument marks its <link> with this attribute. */
const THEME_STYLESHEET = 'link[data-theme-stylesheet]';

/**
 * Shows another stylesheet in place of the theme's, at the same place in the cascade, and returns how to
 * undo it. The theme's <link> is React's (a stylesheet resource it knows by its href), so it keeps its
 * href and is only disabled (the `disabled` attribute, which browsers honour on stylesheet links), and
 * only once the new stylesheet has loaded: the page is never unstyled in between.
 */
export function replaceThemeStylesheet(href: string): () => void {
  const theme = document.querySelector<HTMLLinkElement>(THEME_STYLESHEET);
  if (theme?.getAttribute('href') === href) return () => {};
  const replacement = document.createElement('link');
  replacement.rel = 'stylesheet';
  replacement.href = href;
  replacement.dataset.themePreviewStylesheet = '';
  replacement.addEventListener('load', () => theme?.setAttribute('disabled', ''), { once: true });
  if (theme) theme.after(replacement);
  else document.head.append(replacement);
  return () => {
    replacement.remove();
    theme?.removeAttribute('disabled');
  };
}
