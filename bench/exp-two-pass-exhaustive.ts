/**
 * The native two-pass f32 exp's proof on ALL 2^32 f32 arguments: takes the exact and fast helpers
 * from the C the renderer emits for `o[i] = Math.exp(x[i])`, adds copies that also record each
 * one's double, and builds bench/c/exp-two-pass-exhaustive.c with the configured compiler three
 * ways — `-march=native` with the 512-bit preference the kernels' files get, `-march=x86-64-v3`
 * (AVX2 + FMA) and unvectorised — running each (OpenMP, every core). Not a test: minutes of CPU.
 *
 *   npm run build && node dist/bench/exp-two-pass-exhaustive.js
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nativeSource } from '../src/backends/native/build.js';
import { settings } from '../src/config/settings.js';
import * as tt from '../src/index.js';
import { repoFile } from './triad-ref.js';

const F32 = tt.arrayOf(tt.f32);
const plain = tt.kernel({ x: F32, o: F32 }, (i, { x, o }) => {
  o[i] = Math.exp(x[i]);
});

/** `text` with `from` replaced by `to`, which must occur. */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the emitted helper changed: no '${from}'`);
  return text.replace(from, to);
}

/** The two helpers as emitted, then copies of both that store their double in `*yo`. */
function helpers(): string {
  const src = nativeSource(plain.ir);
  const from = src.indexOf('/* Math.fround(Math.exp(x))');
  const fast = src.indexOf('/* e^x in double to ');
  const to = src.indexOf('#undef TT_MA');
  if (from < 0 || fast < from || to < fast) throw new Error('the emitted helpers were not found');
  const exact = src.slice(from, fast);
  let fy = src.slice(fast, to).replace(/#if \(defined[\s\S]*?#endif\n/, '');
  fy = swap(
    fy,
    'float tt_exp_f32_fast(float xf, uint64_t *unsure)',
    'float tt_exp_f32_fast_y(float xf, uint64_t *unsure, double *yo)',
  );
  fy = swap(fy, '  float out = (float)y;', '  *yo = y;\n  float out = (float)y;');
  let ey = swap(exact, 'float tt_exp_f32(float xf)', 'float tt_exp_f32_y(float xf, double *yo)');
  ey = swap(ey, '  float out = (float)(y * twopk);', '  *yo = y * twopk;\n  float out = (float)(y * twopk);');
  return `${src.slice(from, to)}#undef TT_MA\n${ey}\n${fy}#undef TT_MA\n`;
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'tt-exp-exhaustive-'));
  const h = join(dir, 'helpers.h');
  writeFileSync(h, helpers());
  const driver = repoFile('bench/c/exp-two-pass-exhaustive.c');
  const cc = settings().cc;
  const base = ['-O3', '-fopenmp', '-ffp-contract=off', '-fno-math-errno', `-DTT_HELPERS="${h}"`];
  const builds: [string, string[]][] = [
    ['-march=native, 512-bit preference', ['-march=native', '-DWIDE']],
    ['-march=x86-64-v3 (AVX2 + FMA)', ['-march=x86-64-v3']],
    ['-march=native, unvectorised', ['-march=native', '-fno-tree-vectorize']],
  ];
  let failed = false;
  for (const [what, flags] of builds) {
    const exe = join(dir, `drive${builds.findIndex((b) => b[0] === what)}`);
    const c = spawnSync(cc, [...base, ...flags, '-o', exe, driver, '-lm'], { encoding: 'utf8' });
    if (c.status !== 0) {
      console.log(`${what}: not built (${c.stderr.trim().split('\n')[0] ?? ''})`);
      continue;
    }
    const r = spawnSync(exe, [], { encoding: 'utf8' });
    console.log(`${what}: ${r.stdout.trim()}`);
    failed ||= r.status !== 0;
  }
  process.exitCode = failed ? 1 : 0;
}

main();
