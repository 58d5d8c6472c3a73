/**
 * OFX's markup as the XML that ofx-js reads, in one linear pass. OFX 1.x is SGML: an element's value ends at the next
 * tag (`<NAME>ACE HARDWARE`), only aggregates close (`</STMTTRN>`); OFX 2.x is XML. ofx-js turns SGML into XML with
 * regular expressions that take quadratic time on a run of spaces and exponential time on a long tag name (80,000
 * spaces held the event loop 5.8 s; a 40-letter tag, hours), so it is only ever given XML from here, which it reads
 * without them. Markup that is not OFX's (a tag name over 32 characters, attributes, a close that opens nothing) is
 * refused: null.
 */

const TAG_NAME = /^[A-Za-z0-9_.]{1,32}$/;

export function ofxToXml(markup: string): string | null {
  const out: string[] = [];
  const open: string[] = [];
  let at = 0;
  while (at < markup.length) {
    const start = markup.indexOf('<', at);
    const text = (start < 0 ? markup.slice(at) : markup.slice(at, start)).trim();
    if (start < 0) {
      if (text !== '') return null;
      break;
    }
    if (text !== '') return null;
    const end = markup.indexOf('>', start + 1);
    if (end < 0) return null;
    const inside = markup.slice(start + 1, end);
    at = end + 1;
    // Comments, declarations and processing instructions carry nothing a statement needs.
    if (inside.startsWith('!') || inside.startsWith('?')) {
      if (inside.startsWith('!--')) {
        const close = markup.indexOf('-->', start + 4);
        if (close < 0) return null;
        at = close + 3;
      }
      continue;
    }
    if (inside.startsWith('/')) {
      const name = inside.slice(1).trim().replaceAll('.', '');
      if (open.at(-1) !== name) return null;
      open.pop();
      out.push(`</${name}>`);
      // What follows the root's close (a bank's trailing blank lines or padding) is not the statement's.
      if (open.length === 0) break;
      continue;
    }
    const raw = inside.trim();
    if (!TAG_NAME.test(raw)) return null;
    const name = raw.replaceAll('.', '');
    if (name === '') return null;
    // An element's value runs to the next tag; an aggregate has none.
    const next = markup.indexOf('<', at);
    const value = (next < 0 ? markup.slice(at) : markup.slice(at, next)).trim();
    if (value === '') {
      open.push(name);
      out.push(`<${name}>`);
      continue;
    }
    out.push(`<${name}>${value}</${name}>`);
    at = next < 0 ? markup.length : next;
    // XML (and some SGML) closes the element too: that close is the one just written.
    const close = `</${raw}>`;
    if (markup.startsWith(close, at)) at += close.length;
    else if (markup.startsWith(`</${name}>`, at)) at += name.length + 3;
  }
  return open.length === 0 ? out.join('') : null;
}
