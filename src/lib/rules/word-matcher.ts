/**
 * A multi-pattern matcher (Aho-Corasick) for the chat's sensitive words: one pass over a line finds
 * every listed word in it, whatever the number of words, in well under a millisecond for a chat line
 * (docs/chat-protocol.md, "Limits and rules"). Case-insensitive (lower-cased both sides); words are matched
 * anywhere, as the server matches them (Chinese and Thai have no spaces between words).
 */

export interface WordMatch {
  word: string;
  /** Index in the lower-cased text, in UTF-16 units. */
  start: number;
  end: number;
}

export interface WordMatcher {
  /** Every occurrence, in order of where it ends. */
  findAll(text: string): WordMatch[];
  /** The first listed word found, or undefined: enough to refuse a line. */
  first(text: string): string | undefined;
  readonly size: number;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Words ending here, this node's own and those reached through fail links. */
  out: string[];
  depth: number;
}

export function createWordMatcher(words: Iterable<string>): WordMatcher {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [], depth: 0 }];
  const unique = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (word) unique.add(word);
  }
  for (const word of unique) {
    let at = 0;
    for (const ch of word) {
      const node = nodes[at] as Node;
      let to = node.next.get(ch);
      if (to === undefined) {
        to = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [], depth: node.depth + ch.length });
        node.next.set(ch, to);
      }
      at = to;
    }
    (nodes[at] as Node).out.push(word);
  }
  // Breadth-first: each node's fail link is the longest proper suffix that is also a prefix.
  const queue: number[] = [];
  for (const child of (nodes[0] as Node).next.values()) queue.push(child);
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head] as number;
    const node = nodes[index] as Node;
    for (const [ch, child] of node.next) {
      let f = node.fail;
      while (f !== 0 && !(nodes[f] as Node).next.has(ch)) f = (nodes[f] as Node).fail;
      const target = (nodes[f] as Node).next.get(ch);
      const childNode = nodes[child] as Node;
      childNode.fail = target !== undefined && target !== child ? target : 0;
      childNode.out = [...childNode.out, ...(nodes[childNode.fail] as Node).out];
      queue.push(child);
    }
  }

  function scan(text: string, stopAtFirst: boolean): WordMatch[] {
    const found: WordMatch[] = [];
    const lower = text.toLowerCase();
    let at = 0;
    let offset = 0;
    for (const ch of lower) {
      offset += ch.length;
      while (at !== 0 && !(nodes[at] as Node).next.has(ch)) at = (nodes[at] as Node).fail;
      at = (nodes[at] as Node).next.get(ch) ?? 0;
      for (const word of (nodes[at] as Node).out) {
        found.push({ word, start: offset - word.length, end: offset });
        if (stopAtFirst) return found;
      }
    }
    return found;
  }

  return {
    findAll: (text) => scan(text, false),
    first: (text) => scan(text, true)[0]?.word,
    size: unique.size,
  };
}
