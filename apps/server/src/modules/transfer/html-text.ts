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
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(reference, htmlCharacter)
    .replace(/[ \t\u00a0]+/g, ' ');
  return tidy(text);
}
