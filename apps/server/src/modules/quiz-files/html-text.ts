/**
 * Text written as HTML (Moodle XML's default, GIFT's `[html]`) reduced to the plain text this app shows: imported
 * text is always shown as text, never as HTML.
 */
/** A character reference's character (`#233`, `#x1EAF`), or undefined when it names none. */
export function character(name: string) {
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : undefined;
}

export const reference = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
export const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const htmlEntities: Record<string, string> = {
  ...xmlEntities,
  nbsp: ' ',
  shy: '',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  deg: '°',
  times: '×',
  divide: '÷',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  szlig: 'ß',
};
/** `&eacute;`, `&Ocirc;`: older editors write accented letters as named entities. */
const accents: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  ring: '\u030a',
  cedil: '\u0327',
};

function htmlCharacter(whole: string, name: string) {
  if (name.startsWith('#')) return character(name) ?? whole;
  const known = htmlEntities[name] ?? htmlEntities[name.toLowerCase()];
  if (known !== undefined) return known;
  const accented = /^([a-z])(grave|acute|circ|tilde|uml|ring|cedil)$/i.exec(name);
  if (accented) {
    const letter = (accented[1]! + accents[accented[2]!.toLowerCase()]!).normalize('NFC');
    if (letter.length === 1) return letter;
  }
  return whole;
}

export const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * HTML as plain text: scripts and styles dropped with their content, other tags dropped, the source's whitespace
 * collapsed as a browser does, line breaks where `<br>` and the ends of paragraphs put them, entities decoded.
 */
export function textOfHtml(html: string) {
  return tidy(
    withoutTags(html.replace(/\s+/g, ' '))
      .replace(reference, htmlCharacter)
      .replace(/[ \t\u00a0]+/g, ' '),
  );
}

/** Elements whose end is a line break in the text. */
const breaking = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);

/**
 * The text between the tags, in one pass (patterns such as `<[^>]*>` go back over a long run of '<' again and
 * again): a tag is dropped, a script or style with its content, `<br>` and the end of a paragraph become a line
 * break, and a '<' that no '>' closes is text.
 */
function withoutTags(html: string) {
  const lower = html.toLowerCase();
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open < 0 ? -1 : html.indexOf('>', open + 1);
    if (close < 0) return text + html.slice(at);
    text += html.slice(at, open);
    at = close + 1;
    const [, end, name] = /^<(\/?)\s*([a-z][a-z0-9]*)?/.exec(lower.slice(open, Math.min(close, open + 16))) ?? [];
    if (!end && (name === 'script' || name === 'style')) {
      const closing = lower.indexOf(`</${name}`, at);
      if (closing < 0) return text;
      const closingEnd = html.indexOf('>', closing);
      at = closingEnd < 0 ? html.length : closingEnd + 1;
    } else if (name === 'br' || (end && name !== undefined && breaking.has(name))) {
      text += '\n';
    }
  }
  return text;
}
