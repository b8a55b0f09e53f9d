import type { Metadata } from 'next';
import HomePage, { generateMetadata as metadataOfHomePage } from '@/app/[shop]/[mode]/[locale]/page';
import ForgotPasswordPage, { generateMetadata as metadataOfForgotPasswordPage } from '@/app/[shop]/[mode]/[locale]/forgot-password/page';
import MissingRoute, { generateMetadata as metadataOfMissingRoute } from '@/app/[shop]/[mode]/[locale]/[...missing]/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

type Props = { params: Promise<{ path?: string[] }> };

/**
 * The group's cached pages at fixed paths. A page file of their own would be a static route, which Next
 * renders when the app is built, without the shop's data; this catch-all is rendered on demand and
 * cached, like every shopper page. Anything else reaching the group is not found.
 */
const PAGES: Record<string, { Page: (props: Props) => Promise<React.ReactNode> | React.ReactNode; metadata: (props: Props) => Promise<Metadata> }> = {
  '': { Page: forDefaultShop(HomePage), metadata: forDefaultShop(metadataOfHomePage) },
  'forgot-password': { Page: forDefaultShop(ForgotPasswordPage), metadata: forDefaultShop(metadataOfForgotPasswordPage) },
};
const MISSING = { Page: forDefaultShop(MissingRoute), metadata: metadataOfMissingRoute };

async function pageOf(params: Props['params']) {
  const { path = [] } = await params;
  return PAGES[path.join('/')] ?? MISSING;
}

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return (await pageOf(props.params)).metadata(props);
}

/** Home page (/) and the forgot-password page of the default shop; the not-found page for any other path. */
export default async function DefaultShopPage(props: Props) {
  const { Page } = await pageOf(props.params);
  return <Page {...props} />;
}
