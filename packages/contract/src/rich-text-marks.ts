/**
 * Whether a text uses any rich-text mark (issue 39): `*`, `_`, a backtick, `$`, a backslash or a line break. A text
 * without one is shown as the plain text it is, with no parser loaded: the light half of rich-text.ts, for the
 * pages and schemas that must not carry KaTeX.
 */
export const hasRichMarks = (text: string) => /[*_`$\\\n]/.test(text);
