import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';

export interface Crumb {
  label: string;
  /** Route without prefixes; the last crumb (the current page) has none. */
  route?: string;
}

/** Home, then the given trail; the current page is marked for assistive technology. */
export async function Breadcrumb({ trail, links }: { trail: Crumb[]; links: LinkContext }) {
  const t = await getTranslations('Shell');
  const crumbs: Crumb[] = [{ label: t('home'), route: routes.home() }, ...trail];
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.route && index < crumbs.length - 1
              ? <IntentLink href={hrefFor(crumb.route, links)}>{crumb.label}</IntentLink>
              : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
