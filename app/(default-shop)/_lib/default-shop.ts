import { DEFAULT_LOCALE_SEGMENT } from '@/lib/routing/constants';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { StorefrontParams } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';

/** The internal segments of every page of the group: the default shop, live, in its default language. */
const DEFAULT_SHOP_PARAMS: StorefrontParams = {
  shop: routingConfigFromEnv(process.env).defaultShop,
  mode: 'live',
  locale: DEFAULT_LOCALE_SEGMENT,
};

type OwnParams<Props extends { params: Promise<StorefrontParams> }> = Omit<Awaited<Props['params']>, keyof StorefrontParams>;

/**
 * A page, layout or metadata function of the internal tree (app/[shop]/[mode]/[locale]) for the same
 * route in this group: it gets the group's own parameters (a slug, a step) with the default shop's
 * internal segments added, and renders exactly what it renders behind the rewrite.
 */
export function forDefaultShop<Props extends { params: Promise<StorefrontParams> }, Result>(render: (props: Props) => Result) {
  return (props: Omit<Props, 'params'> & { params: Promise<OwnParams<Props>> }): Result =>
    render({ ...props, params: props.params.then((own) => ({ ...own, ...DEFAULT_SHOP_PARAMS })) } as unknown as Props);
}
