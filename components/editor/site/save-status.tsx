import type { SiteSaveStatus } from './use-site-save';

/** A site module's save status (spec section 4), announced politely to assistive technology. */
export function SaveStatus({ status, saving, saved }: { status: SiteSaveStatus; saving: string; saved: string }) {
  return <span role="status" className="site-save-status">{status === 'saving' ? saving : status === 'saved' ? saved : ''}</span>;
}
