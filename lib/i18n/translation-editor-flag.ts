/**
 * When the in-context translation editor loads (spec section 9: "the phrase translation editor is
 * enabled on two internal hosts or by a local flag"). The spec's hosts are its vendor's; here the
 * operator names theirs at build time, `NEXT_PUBLIC_TRANSLATION_EDITOR_HOSTS=translate.example.com,…`
 * (internal hosts only: everyone who opens a page there gets the editor), and anyone turns it on for their
 * own browser with the local flag: `localStorage.setItem('vitrine:translation-editor', '1')`.
 */
export const TRANSLATION_EDITOR_FLAG = 'vitrine:translation-editor';

/** The hosts of a comma-separated list, lower-cased, without blanks. */
export function translationEditorHosts(list: string | undefined): string[] {
  return (list ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
}

/** Whether the editor loads on a page of `host` (with its port, as `location.host` gives it). */
export function isTranslationEditorEnabled(options: { host: string; hosts: readonly string[]; localFlag: string | null }): boolean {
  return options.localFlag === '1' || options.hosts.includes(options.host.toLowerCase());
}
