'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  /** The public address as the server worked it out (hrefFor: with the carried shop and preview). */
  href: string;
};

/**
 * A link that loads its page ahead only when the shopper shows the intent to follow it (pointer over it,
 * focus, touch), once. Next's <Link> loads every link in view ahead, which on a storefront is some 25
 * pages at every page load: the header's menu, the footer, product cards.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetched = useRef<string | null>(null);
  const prefetch = () => {
    if (prefetched.current === href) return;
    prefetched.current = href;
    router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => { onPointerEnter?.(event); prefetch(); }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => { onFocus?.(event); prefetch(); }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => { onTouchStart?.(event); prefetch(); }}
    />
  );
}
