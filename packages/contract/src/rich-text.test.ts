import { describe, expect, it } from 'vitest';
import { Issue } from './schema-messages';
import { formulasOf, renderRichText, rewriteFormulas, richTextProblem } from './rich-text';
import { hasRichMarks } from './rich-text-marks';

describe('rich text: what renders', () => {
  it('leaves text without marks as the same text in a paragraph', () => {
    expect(hasRichMarks('What is the capital of France?')).toBe(false);
    expect(renderRichText('What is the capital of France? (a) & <b>')).toBe(
      '<p>What is the capital of France? (a) &amp; &lt;b&gt;</p>\n',
    );
  });

  it('keeps the blanks of a fill-in question as they are: a run of three or more underscores', () => {
    expect(renderRichText('A _____, a (_____) and _____.', { inline: true })).toBe('A _____, a (_____) and _____.');
    expect(renderRichText('The ___ is __very__ red', { inline: true })).toBe('The ___ is <strong>very</strong> red');
  });

  it('renders bold, italic, line breaks, inline code and a fenced block that scrolls inside itself', () => {
    expect(renderRichText('**bold** and *it* and _it_\nnext', { inline: true })).toBe(
      '<strong>bold</strong> and <em>it</em> and <em>it</em><br>\nnext',
    );
    expect(renderRichText('Run `a < b`')).toBe('<p>Run <code>a &lt; b</code></p>\n');
    expect(renderRichText('```js\nif (a < b) {}\n```')).toBe(
      '<pre class="rich-code" tabindex="0"><code>if (a &lt; b) {}\n</code></pre>',
    );
  });

  it('typesets inline and display math with MathML for screen readers, in all four delimiters', () => {
    for (const [text, display] of [
      ['$x^2$', false],
      ['\\(x^2\\)', false],
      ['$$x^2$$', true],
      ['\\[x^2\\]', true],
    ] as const) {
      const html = renderRichText(text);
      expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
      expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
      expect(html.includes('katex-display')).toBe(display);
    }
    expect(renderRichText('$\\ce{H2O}$')).toContain('<mi mathvariant="normal">O</mi>');
  });

  it('keeps a dollar that is money: $5, US$ 5, 5$, two prices, \\$ and a $ inside code', () => {
    for (const text of ['It costs $5', 'US$ 5', '5$', 'from $5 to $10', 'pay \\$x$ now', 'write `$x$`']) {
      expect(richTextProblem(text)).toBeNull();
      expect(renderRichText(text)).not.toContain('katex');
    }
    expect(formulasOf('from $5 to $10 or $x$')).toEqual([{ tex: 'x', display: false }]);
  });

  it('shows no HTML, link, picture or entity as anything but its characters', () => {
    const attempts = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '![x](javascript:alert(1))',
      '<javascript:alert(1)>',
      '&lt;script&gt; &#60;b&#62;',
      '`<script>alert(1)</script>`',
      '```\n</code><script>alert(1)</script>\n```',
      '$\\text{<script>alert(1)</script>}$',
      '# heading\n- list\n> quote',
    ];
    for (const text of attempts) {
      const html = renderRichText(text);
      expect(html).not.toMatch(/<(script|img|a|iframe|h1|ul|blockquote)\b/i);
      expect(html).not.toMatch(/<[^>]*(\son\w+=|javascript:)/i);
    }
    expect(renderRichText('&lt;b&gt;')).toBe('<p>&amp;lt;b&amp;gt;</p>\n');
  });

  it('shows a formula it may not typeset as its source in code, never as a link', () => {
    const html = renderRichText('$\\href{javascript:alert(1)}{x}$');
    expect(html).toBe('<p><code class="rich-formula-error">\\href{javascript:alert(1)}{x}</code></p>\n');
  });
});

describe('rich text: what is refused', () => {
  it.each([
    ['$x^2 + 1', Issue.formulaUnclosed('$')],
    ['\\(x', Issue.formulaUnclosed('\\)')],
    ['\\[x', Issue.formulaUnclosed('\\]')],
    ['$$x', Issue.formulaUnclosed('$$')],
    ['$\\foo{x}$', Issue.formulaUnknownCommand('\\foo')],
    ['$\\href{http://x}{y}$', Issue.formulaCommandNotAllowed('\\href')],
    ['$\\url{http://x}$', Issue.formulaCommandNotAllowed('\\url')],
    ['$\\htmlClass{a}{b}$', Issue.formulaCommandNotAllowed('\\htmlClass')],
    ['$\\htmlStyle{color:red}{b}$', Issue.formulaCommandNotAllowed('\\htmlStyle')],
    ['$\\includegraphics{x.png}$', Issue.formulaCommandNotAllowed('\\includegraphics')],
    ['$\\def\\a{\\a\\a}\\a$', Issue.formulaCommandNotAllowed('\\def')],
    ['$\\newcommand{\\a}{\\a\\a}\\a$', Issue.formulaCommandNotAllowed('\\newcommand')],
    [`$${'x'.repeat(1001)}$`, Issue.formulaTooLong],
    ['$\\frac{1}{2$', expect.stringContaining('formulaInvalid')],
  ])('refuses %s', (text, problem) => {
    expect(richTextProblem(text)).toEqual(problem);
  });

  it('stops an expansion bomb built without defining commands', () => {
    const bomb = `$${'\\underbrace{'.repeat(40)}x${'}'.repeat(40)}$`;
    expect(() => renderRichText(bomb)).not.toThrow();
    expect(richTextProblem('$\\left( x \\right)$')).toBeNull();
    expect(richTextProblem('$\\let$')).toEqual(Issue.formulaCommandNotAllowed('\\let'));
  });

  it('takes the formulas of a maths teacher: quadratic, fraction, root, vector, chemistry', () => {
    for (const text of [
      '$x^2 + 3x - 4 = 0$',
      '$\\frac{a}{b}$',
      '$\\sqrt[3]{27}$',
      '$\\vec{v} = \\begin{pmatrix}1\\\\2\\end{pmatrix}$',
      '$\\ce{2H2 + O2 -> 2H2O}$',
      '$$\\int_0^1 x\\,dx = \\tfrac12$$',
    ]) {
      expect(richTextProblem(text)).toBeNull();
    }
  });
});

describe('rewriting formulas for another format', () => {
  it('rewrites every delimiter and leaves money and code alone', () => {
    const write = (m: { tex: string; display: boolean }) => (m.display ? `\\[${m.tex}\\]` : `\\(${m.tex}\\)`);
    expect(rewriteFormulas('a $x^2$ costs $5 and `$y$` \\[z\\] $$w$$ \\(v\\)', write)).toBe(
      'a \\(x^2\\) costs $5 and `$y$` \\[z\\] \\[w\\] \\(v\\)',
    );
    expect(rewriteFormulas('no marks', write)).toBe('no marks');
  });
});
