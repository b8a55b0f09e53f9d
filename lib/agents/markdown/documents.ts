import { formatMoney } from '@/lib/money';
import { availabilityOf, type VariantRow } from '../variant-row';
import { markdownLink, markdownText } from './text';

/** The words a Markdown page's own parts need, in the page's language (messages: Agents). */
export interface MarkdownLabels {
  price: string;
  availability: string;
  inStock: string;
  outOfStock: string;
  brand: string;
  sku: string;
  gtin: string;
  mpn: string;
  variants: string;
  products: string;
  subcategories: string;
}

export interface Crumb {
  title: string;
  url: string;
}

const trail = (crumbs: Crumb[]) => crumbs.map((c) => markdownLink(c.title, c.url)).join(' > ');
const heading = (title: string) => `# ${markdownText(title)}`;
const join = (parts: (string | null | false | undefined)[]) => `${parts.filter((p): p is string => !!p && p.trim() !== '').join('\n\n')}\n`;
const cell = (text: string) => markdownText(text);

/** A plain-text description (paragraphs split by blank lines, as the product page shows it), escaped. */
const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => markdownText(p)).filter(Boolean).join('\n\n');

/**
 * A product page as Markdown, written from its variant rows (the same rows as the feeds): the offer of
 * a simple product, or a table of its variations with each one's options, price and availability.
 */
export function productMarkdown({ title, description, crumbs, rows, locale, labels }: {
  title: string; description: string; crumbs: Crumb[]; rows: VariantRow[]; locale: string; labels: MarkdownLabels;
}): string {
  const availability = (row: VariantRow) => (availabilityOf(row) === 'in_stock' ? labels.inStock : labels.outOfStock);
  const [first] = rows;
  const facts = first && [
    first.groupId === null && `- **${labels.price}:** ${markdownText(formatMoney(first.price, locale))}`,
    first.groupId === null && `- **${labels.availability}:** ${availability(first)}`,
    first.brand && `- **${labels.brand}:** ${markdownText(first.brand)}`,
    `- **${labels.sku}:** ${markdownText(first.groupId ?? first.id)}`,
    first.groupId === null && first.gtin && `- **${labels.gtin}:** ${first.gtin}`,
    first.groupId === null && first.mpn && `- **${labels.mpn}:** ${markdownText(first.mpn)}`,
  ].filter(Boolean).join('\n');
  const variations = rows.filter((row) => row.groupId !== null);
  const optionNames = [...new Set(variations.flatMap((row) => row.options.map((o) => o.name)))];
  const table = variations.length > 0 && [
    `## ${markdownText(labels.variants)}`,
    '',
    `| ${[...optionNames.map(cell), labels.price, labels.availability, labels.sku].join(' | ')} |`,
    `|${' --- |'.repeat(optionNames.length + 3)}`,
    ...variations.map((row) => `| ${[
      ...optionNames.map((name) => cell(row.options.find((o) => o.name === name)?.value ?? '')),
      cell(formatMoney(row.price, locale)), availability(row), markdownLink(row.id, row.url),
    ].join(' | ')} |`),
  ].join('\n');
  return join([heading(title), crumbs.length > 0 && trail(crumbs), facts, paragraphs(description), table]);
}

/** A category page: its blocks' content, its subcategories and the first page of its products. */
export function categoryMarkdown({ title, crumbs, content, subcategories, products, labels }: {
  title: string; crumbs: Crumb[]; content: string; subcategories: Crumb[];
  products: { title: string; url: string; price: string }[]; labels: MarkdownLabels;
}): string {
  return join([
    heading(title), crumbs.length > 0 && trail(crumbs), content,
    subcategories.length > 0 && `## ${markdownText(labels.subcategories)}\n\n${subcategories.map((c) => `- ${markdownLink(c.title, c.url)}`).join('\n')}`,
    products.length > 0 && `## ${markdownText(labels.products)}\n\n${products.map((p) => `- ${markdownLink(p.title, p.url)}: ${markdownText(p.price)}`).join('\n')}`,
  ]);
}

/** An info, legal or home page: its title and its blocks' content. */
export function contentPageMarkdown({ title, content }: { title: string; content: string }): string {
  return join([heading(title), content]);
}
