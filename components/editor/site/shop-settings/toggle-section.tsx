'use client';

import { useId, useState } from 'react';
import workbench from '../../workbench.module.css';
import { SettingsSection } from './settings-section';

/**
 * A section of one checkbox saved at once, with a note saying what it does. `save` sends the new value
 * and puts the box back through `restore` when the write is refused.
 */
export function ToggleSection({ title, label, note, checked: initial, refusal, save }: {
  title: string; label: string; note: string; checked: boolean; refusal: string | undefined;
  save: (checked: boolean, restore: () => void) => void;
}) {
  const [checked, setChecked] = useState(initial);
  const noteId = useId();
  const toggle = (next: boolean) => {
    setChecked(next);
    save(next, () => setChecked(!next));
  };
  return (
    <SettingsSection title={title} refusal={refusal}>
      <label className={workbench.toggle}>
        <input type="checkbox" checked={checked} aria-describedby={noteId} onChange={(event) => toggle(event.currentTarget.checked)} /> {label}
      </label>
      <p id={noteId} className={workbench.note}>{note}</p>
    </SettingsSection>
  );
}
