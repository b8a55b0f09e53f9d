'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** Renders the module on the server with its data (a server function bound to the shop and module). */
  render: () => Promise<ReactNode>;
  labels: { loadingModule: string; moduleFailed: string; retry: string };
}

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; module: ReactNode };

/**
 * A site module rendered on the server when the owner opens it, fresh each time: what another module or
 * page saved meanwhile is in it. Says so while it loads, and offers to try again when it fails. Once
 * shown, the module keeps its own state: a refresh of the page (after a save) hands in a new `render`,
 * which is not a reason to load again.
 */
export function OnDemandModule({ render, labels }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const latestRender = useRef(render);
  useEffect(() => { latestRender.current = render; });

  useEffect(() => {
    let current = true;
    latestRender.current().then(
      (module) => { if (current) setShown({ state: 'ready', module }); },
      () => { if (current) setShown({ state: 'failed' }); },
    );
    return () => { current = false; };
  }, [attempt]);

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
