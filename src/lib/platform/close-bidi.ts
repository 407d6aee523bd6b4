/**
 * Someone else's text (a nickname, a ban reason) put inside a sentence of ours: every bidi
 * embedding, override or isolate it opens is closed at its end, so a name cannot reverse or
 * reorder the words after it ("‮evil sent Rose" showing "esoR tnes"). Balanced text comes back
 * unchanged. Text in an element of its own uses `<bdi>` instead.
 */
const OPEN_EMBED = new Set(['\u202A', '\u202B', '\u202D', '\u202E']); // LRE RLE LRO RLO, closed by PDF
const OPEN_ISOLATE = new Set(['\u2066', '\u2067', '\u2068']); // LRI RLI FSI, closed by PDI
const PDF = '\u202C';
const PDI = '\u2069';

export function closeBidi(text: string): string {
  const open: string[] = [];
  for (const c of text) {
    if (OPEN_EMBED.has(c)) open.push(PDF);
    else if (OPEN_ISOLATE.has(c)) open.push(PDI);
    else if (c === PDF && open.at(-1) === PDF) open.pop();
    // A PDI closes its isolate and whatever was opened inside it (Unicode bidi algorithm, X6a).
    else if (c === PDI && open.includes(PDI)) open.splice(open.lastIndexOf(PDI));
    else if (c === '\n' || c === '\u2029') open.length = 0;
  }
  return open.length ? text + open.reverse().join('') : text;
}
