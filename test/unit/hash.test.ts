/** hashString uses Node's native SHA-256 where available; its digests equal the JS (@noble) ones. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { expect, it } from 'vitest';
import { contentKey, hashString, irExactKey, irKeyWorkDone, structuralKey } from '../../src/ir/key.js';

it('gives the same digests as @noble/hashes, for ASCII, non-ASCII and lone surrogates', () => {
  for (const s of ['', 'kernel', 'é ü 漢字 🎉', '\ud800x', 'x'.repeat(100_000)]) {
    expect(hashString(s)).toBe(bytesToHex(sha256(utf8ToBytes(s))));
  }
  expect(contentKey({ b: 1, a: [2, { loc: 5, c: -0 }] })).toBe(
    contentKey({ a: [2, { c: -0, loc: 9 }], b: 1 }),
  );
});

it('an IR object gets the content key once, and an exact key that tells source locations apart', () => {
  const tree = { b: 1, a: [2, { loc: 5, c: -0 }] };
  const before = irKeyWorkDone();
  expect(contentKey(tree)).toBe(contentKey({ a: [2, { c: -0, loc: 9 }], b: 1 }));
  expect(contentKey(tree)).toBe(contentKey(tree));
  // two objects, each walked and hashed once
  expect(irKeyWorkDone()).toEqual({ walks: before.walks + 2, hashes: before.hashes + 2 });
  // the same key as hashing the location-free text (disk keys did not change)
  expect(contentKey(tree)).toBe(hashString(structuralKey(tree)).slice(0, 32));
  expect(irExactKey({ a: [2, { c: -0, loc: 5 }], b: 1 })).toBe(irExactKey(tree));
  expect(irExactKey({ a: [2, { c: -0, loc: 9 }], b: 1 })).not.toBe(irExactKey(tree));
  // the same locations on other nodes
  expect(irExactKey([{ loc: 1 }, {}])).not.toBe(irExactKey([{}, { loc: 1 }]));
  expect(irExactKey([{ x: { loc: 1 } }, {}])).not.toBe(irExactKey([{ x: {}, loc: 1 }, {}]));
});
