/** Issue 18.6: a loop holding a `return` that never fires must not end the work item (llvmpipe did). */
import * as tt from '../../src/index.js';
import { arr, type ConformanceCase } from './case.js';

type Body = (i: number, p: { o: Int32Array }) => void;

function earlyReturnCase(name: string, body: Body): ConformanceCase {
  return {
    name: `early return in a loop: ${name}`,
    covers: ['return inside a loop'],
    kernel: () =>
      tt.kernel({ o: tt.arrayOf(tt.i32) }, body as never, { name: `early_${name.replace(/\W+/g, '_')}` }),
    range: 8,
    inputs: () => ({ o: new Int32Array(8) }),
    outputs: ['o'],
    reference: (p) => {
      const o = arr<Int32Array>(p.o);
      for (let i = 0; i < 8; i++) body(i, { o });
    },
  };
}

export const earlyReturnCases: ConformanceCase[] = [
  earlyReturnCase('while', (i, { o }) => {
    let j = 0;
    while (j < 3) {
      j++;
      if (j === 0) return;
    }
    o[i] = j + i;
  }),
  earlyReturnCase('do-while', (i, { o }) => {
    let j = 0;
    do {
      j++;
      if (j === 0) return;
    } while (j < 1);
    o[i] = j * 10 + i;
  }),
  earlyReturnCase('for, firing for odd items', (i, { o }) => {
    for (let j = 0; j < 4; j++) {
      if (j === 2 && i % 2 === 1) return;
      o[i] += j;
    }
  }),
];
