'use client';

import { useEffect, useState, type ReactNode } from 'react';

interface Props {
  /** Renders the module on the server with its data (a server function bound to the shop and module). */
  render: () => Promise<ReactNode>;
  labels: { loadingModule: string; moduleFailed: string; retry: string };
}

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; module: ReactNode };

/**
 * A site module rendered on the server when the owner opens it, fresh each time: what another module or
 * page saved meanwhile is in it. Says so while it loads, and offers to try again when it fails. A refresh
 * of the page (after a save) hands in a new `render`: the module is rendered again quietly and takes the
 * new data as new props, keeping its own state, as a module rendered with the page would.
 */
export function OnDemandModule({ render, labels }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    render().then(
      (module) => { if (current) setShown({ state: 'ready', module }); },
      // A failed quiet refresh keeps what is shown; a failed first load says so.
      () => { if (current) setShown((before) => (before.state === 'ready' ? before : { state: 'failed' })); },
    );
    return () => { current = false; };
  }, [render, attempt]);

  if (shown.state === 'ready') return shown.module;
  if (shown.state === 'loading') return <p role="status">{labels.loadingModule}</p>;
  return (
    <div role="alert">
      <p>{labels.moduleFailed}</p>
      <button type="button" className="button button--secondary" onClick={() => { setShown({ state: 'loading' }); setAttempt((n) => n + 1); }}>
        {labels.retry}
      </button>
    </div>
  );
}
