'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { formatPublicPath, parsePublicPath } from '@/lib/routing/parse-path';
import { useBackOffice, type BackOfficeMenu } from '@/lib/stores/back-office';
import type { BackOfficeLabels } from './back-office-labels';
import { parentMessageOf, postToParent } from './parent-frame';

/** The storefront address of an editor address: without /editor and without the owner's token. */
export function previewPath(pathname: string, search: URLSearchParams): string {
  const query = new URLSearchParams(search);
  query.delete('token');
  const text = query.toString();
  return `${formatPublicPath({ ...parsePublicPath(pathname), editor: false })}${text ? `?${text}` : ''}`;
}

/** MBO_BASE_URL's address when it is https on one of the shop's back-office origins; null for anything else. */
function backOfficeUrl(payload: unknown, backOffices: readonly string[]): string | null {
  if (typeof payload !== 'string' || payload.length > 2048) return null;
  try {
    const url = new URL(payload);
    return url.protocol === 'https:' && backOffices.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

const isMenu = (payload: unknown): payload is BackOfficeMenu =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload);

interface Props {
  /** The shop's back-office origins (shops.back_office_origins): the only frames besides the shop it talks to. */
  origins: readonly string[];
  labels: BackOfficeLabels;
}

/**
 * The editor's side of a back office framing it (spec sections 2 and 7): keeps the MBO_MENU and
 * MBO_BASE_URL messages of an allowed parent in the back-office store, tells the parent the storefront
 * path shown after every navigation (PREVIEW_PATH) and, once the back office has said where it is,
 * links back to it from the editor bar (the whole window, not the frame). TOKEN is the sign-in's
 * (use-token-exchange.ts): a signed-in editor has no use for it.
 */
export function BackOfficeFrame({ origins, labels }: Props) {
  const pathname = usePathname();
  const search = useSearchParams();
  const baseUrl = useBackOffice((state) => state.baseUrl);
  const latest = useRef(origins);
  useEffect(() => {
    latest.current = origins;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parentMessageOf(event, latest.current);
      if (message?.type === 'MBO_MENU' && isMenu(message.payload)) useBackOffice.setState({ menu: message.payload });
      if (message?.type === 'MBO_BASE_URL') {
        const url = backOfficeUrl(message.payload, latest.current);
        if (url) useBackOffice.setState({ baseUrl: url });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const path = previewPath(pathname, search);
  useEffect(() => {
    postToParent({ type: 'PREVIEW_PATH', payload: path }, latest.current);
  }, [path]);

  if (!baseUrl) return null;
  return <a href={baseUrl} target="_top">{labels.backToBackOffice}</a>;
}
