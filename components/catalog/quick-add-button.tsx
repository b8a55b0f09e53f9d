'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import type { LinkContext } from '@/lib/routing/links';
import type { CardIslandProduct } from './product-card';
import styles from './product-card.module.css';

// The dialog's code loads on first use: a listing's first load carries only this button.
const loadDialog = () => import('./quick-add-dialog');
const QuickAddDialog = lazy(() => loadDialog().then((module) => ({ default: module.QuickAddDialog })));

/**
 * "Quick add" on a card: opens a dialog to choose the variation and quantity and add to the cart
 * without leaving the listing. Its label names the product, as a grid has one such button per card.
 */
export function QuickAddButton({ product, links }: { product: CardIslandProduct; links: LinkContext }) {
  const t = useTranslations('QuickAdd');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`button--secondary ${styles.quickAdd}`} aria-haspopup="dialog" disabled={!hydrated}
        aria-label={t('openLabel', { name: product.name })}
        // Pointing at or focusing the button fetches the dialog's code, so that a click opens it at once.
        onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAddDialog product={product} links={links} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
