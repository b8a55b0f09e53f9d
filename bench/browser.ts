import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions } from '@playwright/test';
import playwrightConfig from '../playwright.config';

const project = playwrightConfig.projects?.find((p) => p.name === 'chromium');

/** The Chromium of the end-to-end tests (system binary, its flags), as playwright.config.ts sets it up. */
export function launchChromium(): Promise<Browser> {
  const options: LaunchOptions = project?.use?.launchOptions ?? {};
  return chromium.launch({ ...options, headless: true });
}

/** The context options of that project (desktop viewport, user agent), without its base URL. */
export function contextOptions(): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = project?.use ?? {};
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale };
}

/** The Chromium binary and flags, for tools that launch the browser themselves (Lighthouse). */
export function chromiumLaunch(): { path: string; flags: string[] } {
  const options = project?.use?.launchOptions ?? {};
  return { path: options.executablePath ?? '/usr/bin/chromium', flags: options.args ?? [] };
}
