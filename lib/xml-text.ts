/**
 * Characters XML 1.0 cannot carry even escaped (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE/U+FFFF): a product name holding one would make the whole feed or sitemap unreadable.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or attribute: markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
