'use client';

import { useCallback, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { searchOwnerRoutes } from '@/lib/api/routes/search-owner';
import type { SearchReportPayload } from '@/lib/contract/search-owner';
import type { SearchText } from './labels';
import styles from './search-module.module.css';
import { useOwnerRead } from './use-owner-read';

type Row = SearchReportPayload['top'][number];

function ReportTable({ title, rows, text }: { title: string; rows: Row[]; text: SearchText }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? <p className={styles.hint}>{text.empty}</p> : (
        <table className={styles.table}>
          <thead><tr><th scope="col">{text.term}</th><th scope="col">{text.searches}</th><th scope="col">{text.clicks}</th></tr></thead>
          <tbody>
            {rows.map((row) => <tr key={row.query}><td>{row.query}</td><td>{row.searches}</td><td>{row.clicks}</td></tr>)}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The week's three lists for the language: top searches, searches without results, searches without clicks. */
export function SearchReport({ locale, language, text }: { locale: string; language: string; text: SearchText }) {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const read = useCallback(() => shopApi(searchOwnerRoutes.getSearchReport, { query: { locale, week } }, { silent: true }), [locale, week]);
  const report = useOwnerRead(read);
  const weekName = (day: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  if (!report.value) {
    return report.failed
      ? <p role="alert" className={styles.error}>{text.failed} <button type="button" onClick={report.reload}>{text.retry}</button></p>
      : <p className={styles.hint}>{text.loading}</p>;
  }
  const { weeks, top, noResults, noClicks } = report.value;
  return (
    <>
      <label className={styles.choices}>
        {text.week}
        <select value={report.value.week} onChange={(event) => setWeek(event.target.value)}>
          {weeks.map((day) => <option key={day} value={day}>{weekName(day)}</option>)}
        </select>
      </label>
      <ReportTable title={text.topSearches} rows={top} text={text} />
      <ReportTable title={text.noResults} rows={noResults} text={text} />
      <ReportTable title={text.noClicks} rows={noClicks} text={text} />
    </>
  );
}
