import { getTranslations } from 'next-intl/server';
import { MAX_PAGE } from '@/lib/catalog/listing';
import { IntentLink } from '@/components/shell/intent-link';
import styles from './pagination.module.css';

interface Props {
  page: number;
  pages: number;
  /** Href of a page number. */
  hrefOf: (page: number) => string;
}

/** Page numbers to show: the first, the last and two around the current one; null marks a gap. */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * Numbered page links with previous and next: the way crawlers and browsers without JavaScript
 * walk a listing (load more enhances it). Pages beyond the highest page a listing may ask for are left out.
 */
export async function Pagination({ page, pages: total, hrefOf }: Props) {
  const pages = Math.min(total, MAX_PAGE);
  if (pages < 2) return null;
  const t = await getTranslations('Category');
  return (
    <nav className={`pagination ${styles.pagination}`} aria-label={t('pagination')}>
      {page > 1 && <IntentLink href={hrefOf(page - 1)} rel="prev" className={styles.step}>{t('previousPage')}</IntentLink>}
      <ol className={styles.numbers}>
        {visiblePages(page, pages).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? <span aria-hidden="true">…</span>
              : n === page ? <span aria-current="page" className={styles.current}>{n}</span>
                : <IntentLink href={hrefOf(n)} aria-label={t('pageNumber', { page: n })}>{n}</IntentLink>}
          </li>
        ))}
      </ol>
      {page < pages && <IntentLink href={hrefOf(page + 1)} rel="next" className={styles.step}>{t('nextPage')}</IntentLink>}
    </nav>
  );
}
