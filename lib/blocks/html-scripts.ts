import sanitize from 'sanitize-html';

/** A script of a free HTML block: an external file or inline code, with the attributes that matter to running it. */
export interface BlockScript {
  src?: string;
  code?: string;
  type?: string;
  async?: boolean;
  defer?: boolean;
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The scripts an owner put into a free HTML block, in document order. They run only after cookie
 * consent, so the page renders the sanitised HTML and hands these to a small client island.
 * Only http(s) sources and JavaScript types are kept.
 */
export function extractScripts(html: string): BlockScript[] {
  const scripts: BlockScript[] = [];
  sanitize(html, {
    allowedTags: ['script'],
    allowVulnerableTags: true,
    allowedAttributes: { script: ['src', 'type', 'async', 'defer'] },
    exclusiveFilter(frame) {
      if (frame.tag !== 'script') return false;
      const { src, type = '', async, defer } = frame.attribs;
      if (!SCRIPT_TYPES.has(type.trim().toLowerCase())) return false;
      const script: BlockScript = { ...(type ? { type } : {}), ...(async !== undefined ? { async: true } : {}), ...(defer !== undefined ? { defer: true } : {}) };
      if (src) {
        if (/^https?:\/\//i.test(src.trim())) scripts.push({ ...script, src: src.trim() });
      } else if (frame.text.trim()) {
        scripts.push({ ...script, code: frame.text });
      }
      return false;
    },
  });
  return scripts;
}
