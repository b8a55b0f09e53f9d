import type { LocaleBlock } from '@/lib/content/locale-texts';

/** The kinds of check, in the order the editor lists them. */
export const CHECK_RULES = ['image-alt', 'contrast', 'headings', 'links', 'embed-title', 'page-weight', 'missing-text'] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

/** `error`: some shoppers cannot use the part at all; `warning`: it works, worse than it should. */
export type CheckSeverity = 'error' | 'warning';

/**
 * One thing a publish would hand shoppers that hurts them. `message` is a key of the editor's texts
 * (EditorWorkbench) and `values` fill its placeholders, so each client words it in its own language.
 */
export interface CheckFinding {
  rule: CheckRule;
  severity: CheckSeverity;
  /** The block to show; null for the page as a whole (no h1, the page's weight). */
  blockId: string | null;
  message: string;
  values: Record<string, string | number>;
}

/** What an internal link leads to, as the server found it. */
export type LinkTargetState = 'ok' | 'missing' | 'hidden';

/** The active theme's colours a block may use (the tokens of lib/themes/theme-tokens.ts), as #rrggbb. */
export interface CheckPalette {
  text: string;
  muted: string;
  primary: string;
  accent: string;
  surface: string;
  onPrimary: string;
}

/**
 * What the rules cannot know from the blocks: looked up by the server (lib/server/content/checks) and
 * handed in, so that every rule stays a pure function the browser runs on the editor's draft as well.
 */
export interface CheckLookups {
  palette: CheckPalette;
  /** Internal links (as written in the blocks) and what each leads to; a link not in here is not judged. */
  links: Record<string, LinkTargetState>;
  /** Byte sizes of images the shop stores, by their address; others are not counted. */
  imageBytes: Record<string, number>;
  /** Texts the default language has and a published language lacks. */
  missingTexts: { locale: string; blockId: string; path: string }[];
  /** Whether the page is the shop's home page, whose hero may stand in for its title as the h1. */
  isHome: boolean;
}

export interface CheckInput {
  /** The draft's blocks as the edited language sees them. */
  blocks: readonly LocaleBlock[];
  lookups: CheckLookups;
}

export type CheckRuleFunction = (input: CheckInput) => CheckFinding[];
