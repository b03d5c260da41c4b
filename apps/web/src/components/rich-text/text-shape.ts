/** What a rich text needs from its page before the typesetter loads (issue 39): light, no KaTeX. */

/** Paragraphs and code blocks need block rendering; anything else renders inline, fit for a heading or a button. */
export const needsBlocks = (text: string) => /```|~~~|\n\s*\n/.test(text);

/** The stand-in for a rich text in a translated sentence: `t(key, { name: richSlot })`, then `<RichSentence>`. */
export const richSlot = '\u2063';
