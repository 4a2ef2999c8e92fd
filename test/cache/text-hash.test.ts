/** textHash (cache/text-hash.ts): the short name of records that hold their key text whole. */
import { describe, expect, it } from 'vitest';
import { textHash } from '../../src/cache/text-hash.js';

describe('textHash', () => {
  it('is 16 hex digits, the same for the same text, and tells apart texts that differ anywhere', () => {
    const base = `{"ir":"${'x'.repeat(5000)}","code":"bundle\u0000/a/b\u00001234"}`;
    expect(textHash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(textHash(base)).toBe(textHash(`${base}`));
    const seen = new Set([textHash(base)]);
    for (const at of [0, 1, 7, 8, 2500, base.length - 1]) {
      seen.add(textHash(`${base.slice(0, at)}y${base.slice(at + 1)}`));
    }
    expect(seen.size).toBe(7);
  });

  it('tells apart lengths (padding) and non-ASCII text, after a longer text grew its buffer', () => {
    const names = new Set<string>();
    textHash('z'.repeat(20_000));
    for (let n = 0; n <= 17; n++) names.add(textHash('a'.repeat(n)));
    for (const s of ['é', 'e\u0301', '漢字', '\u0000', '\u0000\u0000', '😀']) names.add(textHash(s));
    expect(names.size).toBe(18 + 6);
  });
});
