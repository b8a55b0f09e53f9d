'use client';

import { Fragment, useSyncExternalStore } from 'react';
import type { WorkbenchLabels } from './labels';
import { SHORTCUTS, type ShortcutKey } from './shortcuts';
import { openTour } from './workspace/tour';
import styles from './workbench.module.css';

type NavigatorWithHints = Navigator & { userAgentData?: { platform: string } };

const isApplePlatform = () => {
  const { userAgentData, platform } = navigator as NavigatorWithHints;
  return /mac|iphone|ipad|ipod/i.test(userAgentData?.platform || platform);
};
const neverChanges = () => () => {};

/** Whether the modifier is ⌘: false on the server and while hydrating, so both render the same. */
function useApplePlatform(): boolean {
  return useSyncExternalStore(neverChanges, isApplePlatform, () => false);
}

function keyName(key: ShortcutKey, ui: WorkbenchLabels['ui'], apple: boolean): string {
  switch (key) {
    case 'mod': return apple ? '⌘' : ui.keyCtrl;
    case 'shift': return apple ? '⇧' : ui.keyShift;
    case 'enter': return ui.keyEnter;
    case 'space': return ui.keySpace;
    case 'escape': return ui.keyEscape;
    case 'arrows': return '↑ ↓ ← →';
    case 'up-down': return '↑ ↓';
    case 'click': return ui.keyClick;
    default: return key.toUpperCase();
  }
}

/** The keyboard shortcuts help: every shortcut of the editor with its keys, and the way back into the tour. */
export function ShortcutsPanel({ ui }: { ui: WorkbenchLabels['ui'] }) {
  const apple = useApplePlatform();
  return (
    <section aria-label={ui.shortcuts}>
      <h2 className={styles.heading}>{ui.shortcuts}</h2>
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map((shortcut) => (
          <Fragment key={shortcut.id}>
            <dt>
              {shortcut.keys.map((combination, index) => (
                <Fragment key={index}>
                  {index > 0 && ` ${ui.or} `}
                  {combination.map((key, at) => (
                    <Fragment key={key}>{at > 0 && '+'}<kbd>{keyName(key, ui, apple)}</kbd></Fragment>
                  ))}
                </Fragment>
              ))}
            </dt>
            <dd>{ui[shortcut.description]}</dd>
          </Fragment>
        ))}
      </dl>
      <button type="button" onClick={openTour}>{ui.tourReopen}</button>
    </section>
  );
}
