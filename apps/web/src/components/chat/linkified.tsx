/**
 * A chat message's text with its web addresses as links: only http(s) ones (never javascript: or data:), opened
 * in a new tab without giving it this page (`noopener`), and not vouched for (`nofollow`). The rest stays text.
 */
import { Fragment } from 'react';

const addressPattern = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than an address: "see https://example.org." */
const trailingPunctuation = /[.,;:!?)\]]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(addressPattern)) {
    const start = match.index;
    const address = match[0].replace(trailingPunctuation, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function Linkified({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
