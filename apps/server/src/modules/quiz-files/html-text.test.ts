import { describe, expect, it } from 'vitest';
import { english } from '../../../test/quiz-file-notes';
import { mediaIn, picturesIn, textOfHtml, tidy } from './html-text';

describe('HTML as the text it shows', () => {
  it('keeps a < that starts no tag as text, and drops the tags around words without the words', () => {
    expect(textOfHtml('Is 3 < 5 and 6 > 4? <b>Yes</b>, <i>it</i> is.')).toBe('Is 3 < 5 and 6 > 4? Yes, it is.');
  });

  it('breaks lines at <br>, at blocks and list items, and keeps the lines inside <pre>', () => {
    expect(textOfHtml('<p>List:</p><pre>a  b\nc</pre><ol><li>one</li><li>two</li></ol>tail')).toBe(
      'List:\na b\nc\none\ntwo\ntail',
    );
    expect(textOfHtml('one\ntwo')).toBe('one two');
    expect(textOfHtml('one\ntwo', { keepLines: true })).toBe('one\ntwo');
  });

  it("decodes HTML's whole set of entities, numeric ones too, and drops soft hyphens", () => {
    expect(textOfHtml('&uarr;&rarr; &hearts; &frac12; &eacute;&#7855;&#x1EA1; &amp;lt; co&shy;operate')).toBe(
      '↑→ ♥ ½ éắạ &lt; cooperate',
    );
  });

  it('finds pictures with their address and description, and names the sound, video and embeds it plays', () => {
    expect(picturesIn('<img alt="A &amp; B" src=\'x.png\'><IMG SRC=y.png>')).toEqual([
      { src: 'x.png', alt: 'A & B' },
      { src: 'y.png', alt: '' },
    ]);
    const notes = (html: string) => english(mediaIn(html).map((note) => ({ where: { line: 1 }, ...note })));
    expect(notes('<a href="hello.MP3?x=1">listen</a>')).toEqual(['Line 1: the sound in its text is left out']);
    expect(notes('<video><source src="a.webm"></video>')).toEqual(['Line 1: the video in its text is left out']);
    expect(notes('<iframe src="https://example.org/embed"></iframe>')).toEqual([
      'Line 1: the embedded content in its text is left out',
    ]);
    expect(notes('<a href="page.html">read</a>')).toEqual([]);
  });

  it('tidies lines and blank lines, but keeps the lines of a fenced code block as the code has them', () => {
    const code = '```python\nif x:\n\n\n    print(x)  \n```';
    expect(tidy(`  Look:  \n\n\n\n${code}\n  after  \n~~~\n  a\n~~~`)).toBe(`Look:\n\n${code}\nafter\n~~~\n  a\n~~~`);
    expect(tidy('```\n  never closed\n')).toBe('```\n  never closed');
  });
});
