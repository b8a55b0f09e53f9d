import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isStaleVersion } from '@/lib/api/stale-version';
import { shopApi } from '@/lib/api/browser';
import { themeRoutes } from '@/lib/api/routes/theme';
import type { SiteSave } from '../use-site-save';
import type { ThemeLabels } from './labels';
import { PreviewLink } from './preview-link';
import { StyleSwatch } from './style-swatch';
import type { ThemeEntry, ThemeStyleEntry } from './theme-types';
import styles from './theme-module.module.css';

interface StyleProps {
  theme: ThemeEntry;
  style: ThemeStyleEntry;
  storefrontHref: string;
  labels: ThemeLabels;
  save: SiteSave;
  /** The version of which style is active, as this screen shows it. */
  activeVersion: number;
  /** Another owner activated a style since this screen was shown: the refreshed list shows theirs. */
  onStale: () => void;
}

/** One style: its swatch and title, "Active" or "Activate", and "Preview". */
function StyleCard({ theme, style, storefrontHref, labels: { text }, save, activeVersion, onStale }: StyleProps) {
  const titleId = useId();
  // PUT /themes/active; the refreshed screen then marks the style active and opens its settings.
  const activate = () => save.run(() => shopApi(themeRoutes.activateTheme, {
    body: { themeId: theme.themeId, themeStyleId: style.themeStyleId, draft: true },
  }, { silent: true, ifMatch: activeVersion }), { onError: (error) => isStaleVersion(error) && (onStale(), true) });
  return (
    <li className={styles.style} data-active={style.isActive || undefined}>
      <div role="group" aria-labelledby={titleId} className={styles.styleCard}>
        <StyleSwatch schema={theme.schema} settings={style.settings} />
        <span id={titleId} className={styles.styleTitle}>{style.title}</span>
        <span className={styles.styleActions}>
          {style.isActive
            ? <strong className={styles.activeMark}>{text.active}</strong>
            : <button type="button" onClick={() => void activate()} aria-describedby={titleId}>{text.activate}</button>}
          <PreviewLink storefrontHref={storefrontHref} titleId={titleId} text={text}
            target={{ themeId: theme.themeId, themeStyleId: style.themeStyleId, themeTitle: theme.title, styleTitle: style.title }} />
        </span>
      </div>
    </li>
  );
}

/**
 * The shop's themes, each with its styles. An activation based on a stale view (another owner activated
 * a style since) is refused; the list is then shown as it is now, with a notice.
 */
export function StyleList({ themes, headingLevel: Heading, ...props }: {
  themes: ThemeEntry[]; activeVersion: number; headingLevel: 'h2' | 'h3'; storefrontHref: string; labels: ThemeLabels; save: SiteSave;
}) {
  const { text } = props.labels;
  const Title = Heading === 'h2' ? 'h3' : 'h4';
  const headingId = useId();
  const router = useRouter();
  const [stale, setStale] = useState(false);
  const onStale = () => {
    setStale(true);
    router.refresh();
  };
  return (
    <section className={styles.themes} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>{text.themes}</Heading>
      <p role="alert" className={styles.notice} hidden={!stale}>{stale && text.activeChangedElsewhere}</p>
      {themes.length === 0 && <p className={styles.empty}>{text.noThemes}</p>}
      <ul className={styles.themeList}>
        {themes.map((theme) => (
          <li key={theme.themeId}>
            <Title className={styles.themeTitle}>{theme.title} <small>{theme.name}@{theme.version}</small></Title>
            <ul className={styles.styleList} aria-label={text.styles}>
              {theme.styles.map((style) => <StyleCard key={style.themeStyleId} theme={theme} style={style} onStale={onStale} {...props} />)}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
