'use client';

import { useState } from 'react';
import type { ShopSettingsText } from './labels';
import { SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';

/** One of the files agents and shopping services read, with its address in the edited language. */
export interface AgentFileLink {
  label: string;
  url: string;
}

/**
 * The addresses of the shop's llms.txt and product feeds (docs/api/agents.md), for the owner to give to
 * Google Merchant Center or ChatGPT: read-only fields, so they can be selected, and a Copy button each.
 */
export function AgentFilesSection({ files, text }: { files: AgentFileLink[]; text: ShopSettingsText }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(url), () => setCopied(null));
  };
  return (
    <SettingsSection title={text.agentsTitle} refusal={undefined}>
      <p className={styles.hint}>{text.agentsHint}</p>
      {files.map((file) => (
        <div key={file.url} className={styles.copyRow}>
          <label>
            {file.label}
            <input type="url" readOnly value={file.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" className={styles.save} aria-label={`${text.agentsCopy}: ${file.label}`} onClick={() => copy(file.url)}>{text.agentsCopy}</button>
        </div>
      ))}
      <p role="status" className={styles.hint}>{copied ? text.agentsCopied : ''}</p>
    </SettingsSection>
  );
}
