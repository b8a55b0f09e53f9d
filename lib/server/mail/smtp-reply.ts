/** A refusal or failure of the SMTP conversation; its message goes into the outbox row's last_error. */
export class SmtpError extends Error {}

const MAX_LINE = 64 * 1024;

/** Collects reply lines from the socket (which STARTTLS may swap) and hands them out in order. */
export class ReplyReader {
  private buffer = '';
  private readonly lines: string[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  push(chunk: Buffer): void {
    this.buffer += chunk.toString('utf8');
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      this.lines.push(this.buffer.slice(0, end).replace(/\r$/, ''));
      this.buffer = this.buffer.slice(end + 1);
    }
    if (this.buffer.length > MAX_LINE) this.fail(new SmtpError('SMTP reply line too long'));
    this.notify();
  }

  /** Drops anything received so far: after STARTTLS, plaintext sent ahead must not be read as TLS replies. */
  discard(): void {
    this.buffer = '';
    this.lines.length = 0;
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async nextLine(): Promise<string> {
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return line;
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => { this.wake = resolve; });
    }
  }

  /** One reply, joining multi-line replies ("250-..." up to "250 ..."). */
  async reply(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.nextLine();
      const match = /^(\d{3})(?:([ -])(.*))?$/.exec(line);
      if (!match) throw new SmtpError(`Unexpected SMTP reply: ${line.slice(0, 100)}`);
      lines.push(match[3] ?? '');
      if (match[2] !== '-') return { code: Number(match[1]), lines };
    }
  }
}
