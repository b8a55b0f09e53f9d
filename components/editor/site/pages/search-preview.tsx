import { hrefFor, type LinkContext } from '@/lib/routing/links';
import { fill } from '../../labels';
import type { PagesTexts } from './labels';
import styles from './pages.module.css';

/** About as many characters of a title and of a description as search results show. */
export const TITLE_TAG_ADVICE = 60;
export const DESCRIPTION_ADVICE = 160;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** How long a text is against what search results show, and a warning past it. */
export function LengthHint({ text, max, texts }: { text: string; max: number; texts: PagesTexts }) {
  const over = text.length > max;
  return <span className={over ? styles.over : undefined}>{fill(over ? texts.lengthOver : texts.lengthCount, { count: text.length, max })}</span>;
}

/**
 * How the page may show in a search engine's results: its title tag (else its title), its address and
 * its meta description, each cut where search results usually cut them.
 */
export function SearchPreview({ title, url, description, texts }: { title: string; url: string; description: string; texts: PagesTexts }) {
  return (
    <section aria-label={texts.searchPreview} className={styles.preview}>
      <p className={styles.previewTitle}>{cut(title, TITLE_TAG_ADVICE)}</p>
      <p className={styles.previewUrl}>{url}</p>
      {description && <p className={styles.previewDescription}>{cut(description, DESCRIPTION_ADVICE)}</p>}
    </section>
  );
}

/** The address shoppers reach a route at, as search results show it. */
export function shopperAddress(route: string, links: LinkContext): string {
  return `${window.location.origin}${hrefFor(route, { ...links, editor: false })}`;
}
