import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { untilTypeset } from '../../test-utils/until-typeset';
import { RichHeading, RichSentence, RichText, richSlot } from './rich-text';

afterEach(cleanup);

/** Renders a text and waits for the typesetter's chunk (a dynamic import) to have typeset it. */
async function typeset(text: string, props: { inline?: boolean } = {}) {
  const { container } = render(<RichText text={text} {...props} />);
  await untilTypeset(() => expect(container.querySelector('.rich-text')).not.toBeNull());
  return container;
}

describe('rich text', () => {
  it('shows plain text as it is, with no extra markup', () => {
    const { container } = render(<RichText text="What is 2 + 2? (5 < 6 & 7 > 3)" />);
    expect(container.innerHTML).toBe('What is 2 + 2? (5 &lt; 6 &amp; 7 &gt; 3)');
    cleanup();
    const { container: inDiv } = render(<RichText text="Paris" as="div" className="big" />);
    expect(inDiv.innerHTML).toBe('<div class="big">Paris</div>');
  });

  it('keeps a literal dollar a dollar', async () => {
    const container = await typeset('It costs $5 and $10.');
    expect(container.textContent).toBe('It costs $5 and $10.');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('typesets bold, italic and inline code', async () => {
    const container = await typeset('A **bold** and *italic* word, and `x = 1`');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelector('code')?.textContent).toBe('x = 1');
  });

  it('typesets a fenced code block that scrolls inside itself', async () => {
    const container = await typeset('What does this print?\n\n```python\nprint(1 < 2)\n```');
    const block = container.querySelector('pre.rich-code');
    expect(block?.textContent).toBe('print(1 < 2)\n');
    expect(container.querySelector('p')?.textContent).toBe('What does this print?');
  });

  it('typesets inline and display math with its MathML for screen readers', async () => {
    const container = await typeset('Solve $x^2 + 3x - 4 = 0$, then $$\\frac{a}{b}$$');
    const formulas = container.querySelectorAll('.katex');
    expect(formulas).toHaveLength(2);
    expect(container.querySelectorAll('math')).toHaveLength(2);
    expect(container.querySelector('.katex-display math')?.textContent).toContain('a');
    expect(container.querySelector('annotation')?.textContent).toBe('x^2 + 3x - 4 = 0');
    // Named in words, so a button, radio or heading holding it is announced with it (Chromium leaves MathML out).
    expect(container.querySelector('math')?.getAttribute('aria-label')).toBe(
      'x, squared, plus, 3, x, minus, 4, equals, 0',
    );
    expect(container.querySelectorAll('math')[1]?.getAttribute('aria-label')).toMatch(
      /start fraction, a, divided by, b, end fraction/,
    );
  });

  it('typesets the other delimiters and chemistry', async () => {
    const container = await typeset('\\(\\sqrt{2}\\) and \\[\\vec{v}\\] and $\\ce{2H2 + O2 -> 2H2O}$');
    expect(container.querySelectorAll('.katex')).toHaveLength(3);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    // KaTeX draws a root's sign and the reaction's arrow in SVG.
    expect(container.querySelectorAll('.katex svg path').length).toBeGreaterThanOrEqual(2);
  });

  it('renders an option inline, with no paragraph around it', async () => {
    const container = await typeset('$\\pi$ **exactly**', { inline: true });
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('.katex')).not.toBeNull();
  });
});

describe('rich text against script injection', () => {
  const attempts = [
    '<script>alert(1)</script> **x**',
    '<img src=x onerror="alert(1)"> $x$',
    '[x](javascript:alert(1)) *y*',
    '$\\href{javascript:alert(1)}{x}$',
    '$\\url{javascript:alert(1)}$',
    '`<script>alert(1)</script>`',
    '$\\text{<img src=x onerror=alert(1)>}$',
    '$x$ <a href="javascript:alert(1)">y</a>',
    '```\n<img src=x onerror=alert(1)>\n```',
  ];

  it.each(attempts)('renders %s inert', async (text) => {
    const container = await typeset(text);
    expect(container.querySelector('script, img, a, iframe, [onerror], [href]')).toBeNull();
    // Whatever was written shows as its characters (&lt;a …), never as a tag.
    expect(container.innerHTML).not.toMatch(/<(script|img|a|iframe)[\s>]/i);
  });

  it('shows HTML as the characters written', async () => {
    const container = await typeset('<script>alert(1)</script> **x**');
    expect(container.textContent).toBe('<script>alert(1)</script> x');
  });

  it('keeps entities as literal text', async () => {
    const container = await typeset('&lt;script&gt; and &amp; **x**');
    expect(container.textContent).toBe('&lt;script&gt; and &amp; x');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows a refused formula as its source, not a link', async () => {
    const container = await typeset('$\\href{javascript:alert(1)}{x}$');
    expect(container.querySelector('code.rich-formula-error')?.textContent).toBe('\\href{javascript:alert(1)}{x}');
  });
});

describe('a question as a heading', () => {
  it('stays an <hN> when its text reads inline', async () => {
    render(<RichHeading level={2} text="Is $\\pi > 3$?" />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.tagName).toBe('H2');
    await untilTypeset(() => expect(heading.querySelector('.katex')).not.toBeNull());
    expect(heading.querySelector('p, div, pre')).toBeNull();
  });

  it('becomes a div with the heading role when it holds a code block', async () => {
    render(
      <RichHeading level={3} text={'What does it print?\n\n```\nprint(1)\n```'}>
        Q1.{' '}
      </RichHeading>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.tagName).toBe('DIV');
    await untilTypeset(() => expect(heading.querySelector('pre')?.textContent).toBe('print(1)\n'));
    expect(heading.textContent).toMatch(/^Q1\. What does it print\?/);
  });
});

describe('a translated sentence with rich text in it', () => {
  it('puts the rich text where the sentence has its slot', async () => {
    const { container } = render(
      <RichSentence sentence={`Missed: ${richSlot}!`}>
        <RichText text="$x$" />
      </RichSentence>,
    );
    await untilTypeset(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).toMatch(/^Missed: .*x.*!$/);
    expect(container.textContent).not.toContain(richSlot);
  });
});
