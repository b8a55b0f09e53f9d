const DEFAULT_TIMEOUT_MS = 8000;

/** SMTP_URL, or null when mail only goes to the outbox. Read on every run, so tests and operators can switch it. */
export function smtpUrlFromEnv(env: Record<string, string | undefined> = process.env): string | null {
  return env.SMTP_URL?.trim() || null;
}

/** How long one delivery may wait for the SMTP server (SMTP_TIMEOUT_MS, 8 s by default, 0.1 to 60 s). */
export function smtpTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SMTP_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.max(value, 100), 60_000) : DEFAULT_TIMEOUT_MS;
}

/** The sender address: MAIL_FROM when set (a domain the SMTP server may send for), else the shop's own address. */
export function senderAddress(shopEmail: string, env: Record<string, string | undefined> = process.env): string {
  return env.MAIL_FROM?.trim() || shopEmail;
}
