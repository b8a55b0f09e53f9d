/**
 * Runs `task` once the browser has painted the next frame: layout is up to date then, so a task that reads
 * it (scroll position, sizes) costs no forced reflow, which it would right after hydration changed the
 * page. Returns how to cancel it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
