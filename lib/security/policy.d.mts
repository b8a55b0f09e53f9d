export const REPORT_PATH: string;
export const PAYMENT_FORM_ORIGINS: string[];
export const TAG_MANAGER_SOURCES: { script: string[]; connect: string[] };
export const PERMISSIONS_POLICY: string;
export const NO_FRAMING: string;
export function isBackOfficeOrigin(origin: unknown): origin is string;
export function editorFrameAncestors(origins: readonly string[]): string;
export interface PolicyOptions {
  frameAncestors?: string;
  scriptSources?: string[];
  connectSources?: string[];
  development?: boolean;
}
export function framingPolicy(options?: { frameAncestors?: string }): string;
export function contentPolicy(options?: PolicyOptions): string;
export function pagePolicy(options?: PolicyOptions): string;
export const INERT_POLICY: string;
export const MAIL_LINK_POLICY: string;
export function baselineHeaders(): Record<string, string>;
export function hstsValue(env: Record<string, string | undefined>): string | null;
