import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

interface Props {
  page: number;
  pages: number;
  /** Href of a page number. */
  hrefOf: (page: number) => string;
}

/** Previous and next links with the current position; nothing when there is one page. */
export async function Pagination({ page, pages, hrefOf }: Props) {
  if (pages < 2) return null;
  const t = await getTranslations('Category');
  return (
    <nav className="pagination" aria-label={t('pageOf', { page, pages })}>
      {page > 1 && <Link href={hrefOf(page - 1)} rel="prev">{t('previousPage')}</Link>}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages && <Link href={hrefOf(page + 1)} rel="next">{t('nextPage')}</Link>}
    </nav>
  );
}
