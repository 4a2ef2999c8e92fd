// accelpy's vector-add order, verbatim in its text format (vecadd.order), run from tutti.
// Run: npm run build && node examples/orders/vecadd.mjs
import { readFileSync } from 'node:fs';
import * as tt from 'tutti';

const N = 100;
const vecadd = tt.order(readFileSync(new URL('./vecadd.order', import.meta.url), 'utf8'), { name: 'vecadd' });
const a = tt.array(Int32Array.from({ length: N }, (_, i) => i)); // input a
const b = tt.array(Int32Array.from({ length: N }, (_, i) => i)); // input b
const c = tt.zeros([N], tt.i32); // output c

const task = vecadd.run(N, { a, b, c }); // returns at once; the section runs on a worker thread
// ... do JavaScript work here while the order runs ...
await task;
const out = await c.read();
console.log(`ran [${task.section}] on ${task.device?.id}; c[0..5] = ${Array.from(out.slice(0, 5)).join(', ')}`);
for (const t of task.tried) console.log(`  skipped [${t.section}]: ${t.reason}`);
if (!out.every((v, i) => v === 2 * i)) throw new Error('vecadd: wrong result');
await tt.shutdown();
