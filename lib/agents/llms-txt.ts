import { markdownLink, markdownText } from './markdown/text';

/** A link of an llms.txt list: its name, absolute address and an optional note. */
export interface LlmsLink {
  title: string;
  url: string;
  note?: string | null;
}

export interface LlmsTxt {
  /** The shop's name: the file's H1, the one element the proposal requires. */
  title: string;
  /** The blockquote under it. */
  summary: string;
  /** H2 sections of links, in order; empty ones are left out. */
  sections: { title: string; links: LlmsLink[] }[];
  /** Links an agent may skip when its context is short: the proposal's section named "Optional". */
  optional: LlmsLink[];
}

const list = (links: LlmsLink[]) => links
  .map((link) => `- ${markdownLink(link.title, link.url)}${link.note ? `: ${markdownText(link.note)}` : ''}`).join('\n');

/**
 * An llms.txt file as the proposal at llmstxt.org describes it (AnswerDotAI/llms-txt 0.0.6): an H1, a
 * blockquote summary, then H2 sections that are Markdown lists of links with optional notes; the
 * section titled "Optional" (in English, as the proposal names it) holds what may be skipped.
 */
export function llmsTxt({ title, summary, sections, optional }: LlmsTxt): string {
  const parts = [`# ${markdownText(title)}`, `> ${markdownText(summary)}`];
  for (const section of [...sections, { title: 'Optional', links: optional }]) {
    if (section.links.length > 0) parts.push(`## ${markdownText(section.title)}\n\n${list(section.links)}`);
  }
  return `${parts.join('\n\n')}\n`;
}
