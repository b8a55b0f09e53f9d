export { default, generateMetadata } from '@/app/[shop]/[mode]/[locale]/not-found';
