/**
 * Moodle XML as the readers see it: the parser, set to keep a `<text>` as the source it holds, and the helpers that
 * read its elements (moodle.ts reads the questions, moodle-pictures.ts their pictures).
 */
import { XMLParser, type EntityDecoderOptions } from 'fast-xml-parser';
import { decodeXml } from './html-text';

const xmlDecoder: EntityDecoderOptions = {
  decode: decodeXml,
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
};

const arrays = new Set(['quiz.question', 'quiz.question.answer']);
export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // '100' and 'true' stay text: a fraction or a question's text is never turned into a number.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  entityDecoder: xmlDecoder,
  isArray: (_name, path) => arrays.has(String(path)) || /\.file$/.test(String(path)),
  // A <text> is read as written: its HTML may be elements rather than CDATA (`<text>các <b>từ</b></text>`), and the
  // parser would take the words inside them away from the words around them.
  stopNodes: ['*.text'],
});

export type XmlNode = { [name: string]: unknown };
export const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
export const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
export const attribute = (node: XmlNode, name: string) => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A `<text>` as the source it holds: its CDATA sections as they are, the rest with XML's references decoded, and
 * elements kept as the HTML they are (so `&lt;b&gt;` and `<b>` are both the tag `<b>`, and `&amp;uarr;` is `&uarr;`).
 */
const sourceOf = (raw: string) =>
  raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part, i) => (i % 2 === 1 ? part.slice(9, -3) : decodeXml(part)))
    .join('');

/** An element's text: its `<text>` child's (`<name><text>…</text></name>`), or its own (`<single>true</single>`). */
export function textIn(element: unknown): string {
  const node = firstOf(element);
  if (typeof node === 'string') return node;
  if (!isNode(node)) return '';
  const text = firstOf(node.text);
  if (typeof text === 'string') return sourceOf(text);
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}
