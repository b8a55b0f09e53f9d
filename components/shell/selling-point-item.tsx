import type { ShownText } from '@/lib/shop-texts';
import styles from './selling-point-item.module.css';

interface Props {
  point: ShownText;
  /** The shop's default locale, whose text stands in for a missing translation. */
  defaultLocale: string;
  /** In the editor a stand-in text is marked, so the owner sees what is left to translate; shoppers never see the mark. */
  editor: boolean;
  /** The mark's text ("not translated"). */
  untranslated: string;
}

/** One selling point of the header or the footer; a stand-in text keeps the language it is written in. */
export function SellingPointItem({ point, defaultLocale, editor, untranslated }: Props) {
  if (!point.fallback) return <li>{point.text}</li>;
  return (
    <li lang={defaultLocale} data-untranslated={editor || undefined}>
      {point.text}
      {editor && <span className={styles.untranslated}> ({untranslated})</span>}
    </li>
  );
}
