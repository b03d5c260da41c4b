/**
 * Text written as HTML (Moodle XML's default, GIFT's `[html]`, `[moodle]` and `[markdown]`) reduced to the plain text
 * this app shows: imported text is always shown as text, never as HTML. Entities are HTML's whole set (`&uarr;` is
 * ↑), decoded by the `entities` package, the table browsers use.
 */
import { decodeHTML } from 'entities';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';

/** A character reference's character (`#233`, `#x1EAF`), or undefined when it names none. */
export function character(name: string) {
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : undefined;
}

export const reference = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
export const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's own references decoded in one pass (so `&amp;lt;` is the text `&lt;`, never `<`); HTML's names are not XML's. */
export const decodeXml = (text: string) =>
  text.replace(reference, (whole, name: string) =>
    name.startsWith('#') ? (character(name) ?? whole) : (xmlEntities[name] ?? whole),
  );

/** A fence that opens or closes a code block in the editor's rich text: three backticks or tildes, or more. */
const fence = /^(`{3,}|~{3,})/;

/**
 * Text as a question shows it: each line trimmed, no more than one blank line in a row, none at either end. The lines
 * of a fenced code block (```` ``` ````) are kept as written, their indentation and blank lines being the code's.
 */
export function tidy(text: string) {
  const lines: string[] = [];
  let open = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (open) {
      lines.push(line);
      if (trimmed.startsWith(open) && /^(`+|~+)$/.test(trimmed)) open = '';
      continue;
    }
    const opening = fence.exec(trimmed);
    if (opening) open = opening[1]!;
    if (trimmed === '' && lines.at(-1) === '') continue;
    lines.push(trimmed);
  }
  return lines.join('\n').trim();
}

export interface HtmlReading {
  /**
   * Whether a line break in the source is one in the text: Moodle's auto-format and Markdown keep them, HTML
   * collapses them into spaces as a browser does.
   */
  keepLines?: boolean;
}

/**
 * HTML as plain text: scripts and styles dropped with their content, other tags dropped, the source's whitespace
 * collapsed as a browser does (kept inside `<pre>`), line breaks where `<br>` and the blocks (paragraphs, list items,
 * `<pre>`) put them, entities decoded.
 */
export function textOfHtml(html: string, { keepLines = false }: HtmlReading = {}) {
  const text = withoutTags(html.replace(/\r\n?/g, '\n'), keepLines);
  return tidy(
    decodeHTML(text)
      .replace(/\u00ad/g, '')
      .replace(/[ \t\u00a0]+/g, ' '),
  );
}

/** Elements that begin and end on a line of their own. */
const blocks = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'blockquote',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * The text between the tags, in one pass (patterns such as `<[^>]*>` go back over a long run of '<' again and
 * again): a tag is dropped, a script or style with its content, `<br>` is a line break and a block starts and ends
 * a line. A '<' that no letter, '/' or '!' follows ('3 < 5'), or that no '>' closes, is text.
 */
function withoutTags(html: string, keepLines: boolean) {
  const lower = html.toLowerCase();
  let text = '';
  let pre = 0;
  const say = (part: string) => {
    text += pre > 0 ? part : part.replace(keepLines ? /[ \t\f]+/g : /\s+/g, ' ');
  };
  const newLine = () => {
    if (text !== '' && !/\n[ \t]*$/.test(text)) text += '\n';
  };
  let at = 0;
  while (at < html.length) {
    let open = html.indexOf('<', at);
    while (open >= 0 && !/[a-z/!]/i.test(html[open + 1] ?? '')) open = html.indexOf('<', open + 1);
    const close = open < 0 ? -1 : html.indexOf('>', open + 1);
    if (close < 0) {
      say(html.slice(at));
      break;
    }
    say(html.slice(at, open));
    at = close + 1;
    const [, end, name] = /^<(\/?)\s*([a-z][a-z0-9]*)?/.exec(lower.slice(open, Math.min(close, open + 16))) ?? [];
    if (!end && (name === 'script' || name === 'style')) {
      const closing = lower.indexOf(`</${name}`, at);
      if (closing < 0) break;
      const closingEnd = html.indexOf('>', closing);
      at = closingEnd < 0 ? html.length : closingEnd + 1;
    } else if (name === 'br') {
      text += '\n';
    } else if (name !== undefined && blocks.has(name)) {
      newLine();
      if (name === 'pre') pre = Math.max(0, pre + (end ? -1 : 1));
    }
  }
  return text;
}

const audioFile = /\.(mp3|wav|ogg|oga|m4a|aac|flac|opus|weba)(\?|#|$)/i;
const videoFile = /\.(mp4|webm|ogv|mov|avi|mkv|m4v)(\?|#|$)/i;
const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v);

/** A picture in HTML: its address and its description, as `<img src alt>` gives them. */
export interface HtmlPicture {
  src: string;
  alt: string;
}

/** The pictures of an HTML text, in order, with their `src` and `alt` (entities decoded). */
export function picturesIn(html: string): HtmlPicture[] {
  return [...html.matchAll(/<img\b[^>]{0,2000}>/gi)].map(([tag]) => ({
    src: decodeHTML(attributeOf(tag, 'src') ?? '').trim(),
    alt: decodeHTML(attributeOf(tag, 'alt') ?? '').trim(),
  }));
}

/**
 * What the text's HTML plays or embeds that a question here cannot hold, one note per kind: sound (`<audio>`, or a
 * link or source to a sound file), video, and other embedded content (`<iframe>`, `<object>`, `<embed>`).
 */
export function mediaIn(html: string): NoteCore[] {
  const notes: NoteCore[] = [];
  const sources = [...html.matchAll(/<(?:a|source|audio|video|embed)\b[^>]{0,2000}>/gi)].map(
    ([tag]) => attributeOf(tag, 'href') ?? attributeOf(tag, 'src') ?? '',
  );
  if (/<audio\b/i.test(html) || sources.some((src) => audioFile.test(src))) notes.push(Note.audioLeftOut);
  if (/<video\b/i.test(html) || sources.some((src) => videoFile.test(src))) notes.push(Note.videoLeftOut);
  if (/<(iframe|object|embed)\b/i.test(html) && !notes.length) notes.push(Note.embeddedLeftOut);
  return notes;
}
