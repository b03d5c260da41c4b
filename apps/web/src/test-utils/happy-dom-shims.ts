/**
 * For tests only: two things happy-dom does unlike a browser, which the typeset text (rich-text.tsx) depends on.
 * Imported first by setup.ts, before DOMPurify loads.
 *
 * - DOMPurify reads a node's name through `Node.prototype`'s getter (a clobbered form cannot lie to it); happy-dom's
 *   answers '' there and leaves the name to each subclass, so DOMPurify took every element and text for an unknown
 *   tag and dropped it. The base getter answers here as the node's own class does.
 * - happy-dom's HTML parser puts `<math>` and its children in the HTML namespace, where a browser puts them in
 *   MathML's; DOMPurify rightly refuses MathML tags in the HTML namespace. Parsed MathML tags get MathML's here.
 */
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const HTML = 'http://www.w3.org/1999/xhtml';
/** KaTeX's MathML tags, none of them an HTML tag. */
const mathTags = new Set(
  'math semantics annotation mrow mi mo mn ms mtext mspace msup msub msubsup mfrac msqrt mroot mover munder munderover mstyle mpadded mphantom menclose mtable mtr mtd mmultiscripts mprescripts merror mglyph'.split(
    ' ',
  ),
);

if (typeof window !== 'undefined' && 'happyDOM' in window) {
  const baseName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
  if (baseName) {
    Object.defineProperty(Node.prototype, 'nodeName', {
      configurable: true,
      get(this: Node) {
        for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype;) {
          const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
          if (own) return own.call(this) as string;
          proto = Object.getPrototypeOf(proto);
        }
        return baseName.call(this) as string;
      },
    });
  }
  // The class that defines it, shared by the page's document and those DOMParser makes (not the global Document).
  let owner: object | null = document;
  while (owner && !Object.hasOwn(owner, 'createElementNS')) owner = Object.getPrototypeOf(owner) as object | null;
  const documents = owner as Document;
  const createElementNS = documents.createElementNS;
  documents.createElementNS = function (this: Document, namespace: string | null, name: string, ...rest: unknown[]) {
    const ns = namespace === HTML && mathTags.has(name.toLowerCase()) ? MATHML : namespace;
    return createElementNS.call(this, ns, name, ...(rest as [])) as Element;
  } as typeof createElementNS;
}

export {};
