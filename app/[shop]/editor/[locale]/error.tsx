'use client';

// The storefront's error page, inside the editor's layout.
export { default } from '@/app/[shop]/[mode]/[locale]/error';
