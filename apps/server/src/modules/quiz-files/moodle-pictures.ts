/**
 * A Moodle question's picture. A question here holds one, with a description; Moodle XML carries pictures in two
 * ways: in the question's HTML (`<img src="@@PLUGINFILE@@/map.png" alt="…">`, its bytes in a `<file name="map.png"
 * encoding="base64">` beside the text, or a `data:` address), and in Moodle 1.x files as `<image>` and
 * `<image_base64>`. The first one the file carries becomes the question's picture, described by its `alt` (or its
 * file's name); the others, and pictures the file only links to, are said in the warnings.
 */
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import type { DraftQuestion } from './draft';
import { picturesIn } from './html-text';
import { attribute, firstOf, isNode, listOf, textIn, type XmlNode } from './moodle-xml';

type Picture = NonNullable<DraftQuestion['picture']>;

const baseName = (path: string) => path.split('/').pop()!.trim();
function decodedPath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The `<file>`s beside a text, by name: their bytes. */
function filesOf(element: unknown): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const node = firstOf(element);
  for (const file of listOf(isNode(node) ? node.file : undefined)) {
    if (!isNode(file) || typeof file['#text'] !== 'string') continue;
    if ((attribute(file, 'encoding') ?? 'base64').toLowerCase() !== 'base64') continue;
    const name = attribute(file, 'name');
    if (name) files.set(name, Buffer.from(file['#text'], 'base64'));
  }
  return files;
}

/** A picture of the text's HTML, if the file carries it. */
function carried(src: string, alt: string, files: Map<string, Buffer>): Picture | undefined {
  const inline = /^data:image\/[a-z0-9.+-]+;base64,(.+)$/is.exec(src);
  if (inline) return { data: Buffer.from(inline[1]!, 'base64'), alt };
  const plugin = /^@@PLUGINFILE@@\/([^?#]+)/.exec(src);
  if (!plugin) return undefined;
  const path = decodedPath(plugin[1]!);
  const data = files.get(path) ?? files.get(baseName(path));
  return data ? { data, alt: alt || baseName(path) } : undefined;
}

/** The question's picture (the first the file carries), and what is said of the others. */
export function picturesOf(question: XmlNode, html: string): { picture?: Picture; notes: NoteCore[] } {
  const shown: (Picture | undefined)[] = [];
  const old = textIn(question.image_base64).replace(/\s+/g, '');
  if (old) shown.push({ data: Buffer.from(old, 'base64'), alt: baseName(textIn(question.image)) });
  const files = filesOf(question.questiontext);
  for (const { src, alt } of picturesIn(html)) shown.push(carried(src, alt, files));
  const picture = shown.find((p) => p !== undefined);
  if (shown.length === 0) return { notes: [] };
  if (!picture) return { notes: [Note.picturesInTextLeftOut] };
  return { picture, notes: shown.length > 1 ? [Note.picturesKept({ count: shown.length })] : [] };
}
