/** The elements of a document's head that style it: what the canvas frame needs to look like the shop. */
const STYLESHEETS = 'link[rel~="stylesheet"], style';

/** Makes `copy`'s attributes those of `original`, in place: a stylesheet link keeps its old sheet while a new href loads. */
function copyAttributes(original: Element, copy: Element): void {
  for (const { name } of [...copy.attributes]) if (!original.hasAttribute(name)) copy.removeAttribute(name);
  for (const { name, value } of [...original.attributes]) if (copy.getAttribute(name) !== value) copy.setAttribute(name, value);
}

/**
 * Keeps copies of `from`'s stylesheets (links and style elements of its head, in their order) in `to`'s
 * head, and returns how to stop. The editor's document is where Next.js and React put the page's CSS
 * (the chunks' stylesheets, the theme's stylesheet, which the Theme module repoints while the owner edits
 * its settings); the canvas frame is a document of its own that shows the page, so it follows them: a
 * stylesheet added, removed, repointed or (in development) rewritten is in the frame at once.
 */
export function mirrorStylesheets(from: Document, to: Document): () => void {
  const copies = new Map<Element, Element>();
  const sync = () => {
    const originals = [...from.head.querySelectorAll(STYLESHEETS)];
    const present = new Set(originals);
    for (const [original, copy] of copies) {
      if (present.has(original)) continue;
      copy.remove();
      copies.delete(original);
    }
    let previous: Element | null = null;
    for (const original of originals) {
      let copy = copies.get(original);
      if (!copy) {
        copy = to.importNode(original, true) as Element;
        copies.set(original, copy);
      } else {
        copyAttributes(original, copy);
        if (original.localName === 'style' && copy.textContent !== original.textContent) copy.textContent = original.textContent;
      }
      const place: ChildNode | null = previous ? previous.nextSibling : to.head.firstChild;
      if (place !== copy) to.head.insertBefore(copy, place);
      previous = copy;
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(from.head, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    observer.disconnect();
    for (const copy of copies.values()) copy.remove();
    copies.clear();
  };
}
