'use client';

export { default } from '@/app/[shop]/[mode]/[locale]/error';
