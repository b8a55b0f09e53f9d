'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IntentLink } from '@/components/shell/intent-link';
import { AddToCartNotice } from '@/components/product/add-to-cart-notice';
import { useProduct } from '@/components/product/product-queries';
import { useAddToCart } from '@/components/product/use-add-to-cart';
import { AttributeSelects } from '@/components/product/variation-selects';
import { browserShop } from '@/lib/api/browser';
import { initialSelection, quickAddTarget } from '@/lib/catalog/quick-add';
import { DEFAULT_QUANTITY } from '@/lib/catalog/quantity-input';
import { COLOUR_ATTRIBUTE_NAMES } from '@/lib/catalog/swatches';
import type { VariationSelection } from '@/lib/catalog/variation-selection';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { QuantityInput } from './quantity-input';
import type { CardIslandProduct } from './product-card';
import styles from './quick-add-dialog.module.css';

const BLOCKED_KEYS = { choose: 'chooseVariation', unavailable: 'combinationUnavailable', soldOut: 'soldOutExplanation' } as const;

/**
 * The quick add dialog (issue 33, item 2): the product's options and quantity, added to the cart with
 * the buy box's request and notice, so the header's cart count updates and the shopper stays on the
 * listing. A native modal: it keeps focus inside, Escape closes it, and focus returns to the button
 * that opened it. The picture follows the chosen colour, from the card's swatches.
 */
export function QuickAddDialog({ product, links, onClose }: { product: CardIslandProduct; links: LinkContext; onClose: () => void }) {
  const t = useTranslations('QuickAdd');
  const tBuy = useTranslations('ProductBuyBox');
  const locale = useLocale();
  const shop = browserShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const { data: detail, isError } = useProduct({ shop, locale, productId: product.productId });
  const [chosen, setChosen] = useState<VariationSelection | null>(null);
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const { add, busy, notice } = useAddToCart(shop, links);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const selection = chosen ?? (detail ? initialSelection(detail) : {});
  const target = detail ? quickAddTarget(detail, selection) : null;
  const blocked = target && target.state !== 'ready' ? tBuy(BLOCKED_KEYS[target.state]) : null;
  const colour = COLOUR_ATTRIBUTE_NAMES.map((name) => Object.entries(selection).find(([key]) => key.toLowerCase() === name)?.[1]).find(Boolean);
  const image = product.swatches.find((s) => s.value === colour)?.image ?? product.image;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target?.state !== 'ready' || busy) return;
    await add({ productId: target.productId, name: product.name }, quantity);
    setQuantity(DEFAULT_QUANTITY);
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>{product.name}</h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.picture}>
          {image && <Image src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="10rem" />}
        </div>
        <div className={styles.choice}>
          <p className={styles.price}>{product.price.formatted}</p>
          {!detail && (isError ? <p role="alert">{t('failed')}</p> : <p role="status">{t('loading')}</p>)}
          {detail && (
            <form className={styles.form} onSubmit={submit}>
              {detail.variationAttributes.length > 0 && (
                <AttributeSelects product={detail} selection={selection} busy={busy}
                  onChoose={(name, value) => setChosen({ ...selection, [name]: value })} />
              )}
              <div className={styles.purchase}>
                <QuantityInput label={tBuy('quantity')} value={quantity} onChange={setQuantity} busy={busy} disabled={blocked !== null} />
                <button type="submit" className={styles.add} disabled={blocked !== null}
                  aria-disabled={busy || undefined} aria-describedby={blocked ? noteId : undefined}>
                  {busy ? tBuy('adding') : tBuy('addToCart')}
                </button>
              </div>
              {blocked && <p id={noteId} className={styles.hint}>{blocked}</p>}
            </form>
          )}
          <AddToCartNotice notice={notice} />
          <IntentLink className={styles.details} href={hrefFor(routes.product(product.slug), links)}>{t('viewDetails')}</IntentLink>
        </div>
      </div>
    </dialog>
  );
}
