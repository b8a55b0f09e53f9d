import styles from './workspace.module.css';

/** The collapsed inspector: a strip at the canvas's right edge that shows the block settings again. */
export function ShowInspector({ label, onShow }: { label: string; onShow(): void }) {
  return (
    <div className={styles.inspectorStrip} data-show-inspector="">
      <button type="button" className={styles.railButton} aria-expanded="false" title={label} onClick={onShow}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 6h10M4 12h16M4 18h12M18 4v4M14 16v4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </button>
    </div>
  );
}
