/* eslint-disable @next/next/no-img-element -- SVGs, which the optimizer never resizes: next/image would only add its client code to every page's first load */
import { logoImage } from './logo-catalogue';

/**
 * A payment or carrier logo in the footer (spec section 9): its image, named by its brand for assistive
 * technology; an unbranded kind (invoice, ...) is a glyph with its name in the reader's language beside it,
 * and an id without an image its name alone. Width and height keep its place before it loads.
 */
export function FooterLogo({ id, label }: { id: string; label: string }) {
  const image = logoImage(id);
  if (!image) return label;
  const { src, width, height } = image;
  if (image.named) return <img src={src} alt={label} width={width} height={height} loading="lazy" decoding="async" />;
  return (
    <>
      <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />
      {label}
    </>
  );
}
