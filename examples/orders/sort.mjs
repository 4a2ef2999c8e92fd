// Why orders exist: a section can call into the language's own libraries. Here C++'s std::sort
// sorts a copy of the input.
// Run: npm run build && node examples/orders/sort.mjs

export const sortOrder = {
  name: 'sort',
  inputs: ['x'],
  outputs: ['y'],
  sections: {
    cpp: `
      std::vector<float> copy(x.data, x.data + x.size);
      std::sort(copy.begin(), copy.end());
      for (int64_t i = 0; i < x.size; i++) y(i) = copy[i];`,
  },
};

async function main() {
  const tt = await import('tutti');
  const n = 1000;
  const x = tt.array(Float32Array.from({ length: n }, () => Math.random()));
  const y = tt.zeros([n], tt.f32);
  const task = tt.order(sortOrder).run(n, { x, y });
  await task;
  const out = await y.read();
  console.log(`sorted ${n} floats with [${task.section}]: first ${out[0]}, last ${out[n - 1]}`);
  if (!out.every((v, i) => i === 0 || out[i - 1] <= v)) throw new Error('sort: not sorted');
  await tt.shutdown();
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) await main();
