/** Counts the API requests in flight so one progress bar can follow all of them. */
type Listener = (running: number) => void;

let running = 0;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener(running);
}

/** Marks a request as started; the returned function marks it finished (once). */
export function trackRequest(): () => void {
  running += 1;
  publish();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    running -= 1;
    publish();
  };
}

/** Calls the listener with the number of running requests whenever it changes. */
export function subscribeToRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
