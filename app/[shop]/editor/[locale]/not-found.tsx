// The storefront's not-found page and its head, inside the editor's layout (404, 'Not found').
export { default, generateMetadata } from '@/app/[shop]/[mode]/[locale]/not-found';
