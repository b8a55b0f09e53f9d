import type { Metadata } from 'next';

// Prerendered at build time: the static reference of the benchmark.
export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Baseline', robots: { index: false } };

/** An empty page of the same build: the benchmark's framework baseline (see docs/bench.md). */
export default function BaselinePage() {
  return <main>Baseline</main>;
}
