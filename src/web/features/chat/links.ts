/** A piece of a message's text: plain, or a web address to open. */
export interface TextPart {
  text: string;
  href?: string;
}

// Only http(s): a message never becomes a javascript:, data: or app link.
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/gi;
// What ends a sentence after an address rather than the address itself.
const TRAILING = /[.,;:!?'"]$/;

/** Drops the sentence's punctuation after an address, and a ')' that closes a bracket opened before it. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    if (TRAILING.test(address)) address = address.slice(0, -1);
    else if (address.endsWith(')') && count(address, '(') < count(address, ')'))
      address = address.slice(0, -1);
    else return address;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** URL.canParse is missing from Safari before 17. */
function isAddress(text: string): boolean {
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Splits a message into text and the web addresses in it (a school calendar, a shared document), so
 * the reader can open them with a tap instead of copying a wrapped address by hand.
 */
export function splitLinks(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of message.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    if (!isAddress(address)) continue;
    if (match.index > from) parts.push({ text: message.slice(from, match.index) });
    parts.push({ text: address, href: address });
    from = match.index + address.length;
  }
  if (from < message.length) parts.push({ text: message.slice(from) });
  return parts;
}
