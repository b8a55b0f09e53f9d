import { log } from '@/lib/log';
import type { Shop } from '@/lib/server/shop/types';

// Values come from the network: no control characters (no forged log lines), bounded length.
const clean = (value: unknown, max = 120): string => (typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, max) : '-');

/** Origin and path of a URL, without query or fragment, which may carry tokens. */
function withoutQuery(value: unknown): string {
  if (typeof value !== 'string') return '-';
  try {
    const url = new URL(value);
    return clean(url.protocol.startsWith('http') ? `${url.origin}${url.pathname}` : url.protocol);
  } catch {
    return clean(value.split(/[?#]/)[0], 60);
  }
}

type Fields = Record<string, unknown>;

function summarizeOne(report: Fields): string {
  const directive = report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'] ?? report.violatedDirective;
  const blocked = report['blocked-uri'] ?? report.blockedURL;
  const documentUri = report['document-uri'] ?? report.documentURL;
  return `directive=${clean(directive, 60)} blocked=${withoutQuery(blocked)} document=${withoutQuery(documentUri)}`;
}

/** A one-line summary of a report (CSP report-uri body or a Reporting API batch); never the raw report. */
export function summarizeViolationReport(report: unknown): string {
  if (Array.isArray(report)) {
    const first = report[0] as { type?: unknown; body?: Fields } | undefined;
    const body = first?.body && typeof first.body === 'object' ? first.body : {};
    return `reports=${report.length} type=${clean(first?.type, 40)} ${summarizeOne(body)}`;
  }
  if (report && typeof report === 'object') {
    const csp = (report as Fields)['csp-report'];
    return `type=csp-report ${summarizeOne(csp && typeof csp === 'object' ? (csp as Fields) : {})}`;
  }
  return 'type=unknown';
}

/** Logs a received report as one line, under the id of the request that brought it; nothing is stored. */
export function logViolationReport(shop: Shop, report: unknown, requestId: string): void {
  log.warn({ requestId, shop: shop.slug, report: summarizeViolationReport(report) }, 'violation report');
}
