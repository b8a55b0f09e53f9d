// Runs once before the specs: starts the mail sink the shop sends to; what it returns stops it after the run.
import { startMailSink } from './support/mail-sink';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const sink = await startMailSink();
  return async () => {
    await sink?.close();
  };
}
