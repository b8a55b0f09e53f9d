// The storefront's not-found page, inside the editor's layout (404, 'Not found').
export { default } from '@/app/[shop]/[mode]/[locale]/not-found';
