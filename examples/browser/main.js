// The demo kernels on every device this browser offers (WebGPU, WebAssembly, js); each result is
// checked against plain JS.
// Needs the built package (npm run build) and a server that serves the repository root (serve.mjs).
import * as tt from '../../dist/src/index.js';

const fr = Math.fround;

const demos = [
  {
    name: 'saxpy',
    async run(device) {
      const n = 4096;
      const x = Float32Array.from({ length: n }, (_, i) => i * 0.5);
      const y = Float32Array.from({ length: n }, (_, i) => n - i);
      const k = tt.kernel({ a: tt.f32, x: tt.arrayOf(tt.f32), y: tt.arrayOf(tt.f32) }, (i, { a, x, y }) => {
        y[i] = a * x[i] + y[i];
      });
      const yd = tt.array(y.slice(), { device });
      await k.launch(n, { a: 2, x: tt.array(x, { device }), y: yd });
      const want = y.map((v, i) => fr(fr(2 * x[i]) + v));
      return same(await yd.read(), want);
    },
  },
  {
    name: 'mandelbrot',
    async run(device) {
      const [h, w, maxIter] = [48, 64, 100];
      const k = tt.kernel({ out: tt.arrayOf(tt.u32), w: tt.i32, h: tt.i32, maxIter: tt.i32 }, ([py, px], { out, w, h, maxIter }) => {
        const x0 = (px / w) * 3.5 - 2.5;
        const y0 = (py / h) * 2 - 1;
        let x = 0;
        let y = 0;
        let k = 0;
        while (x * x + y * y <= 4 && k < maxIter) {
          const xt = x * x - y * y + x0;
          y = 2 * x * y + y0;
          x = xt;
          k++;
        }
        out[py * w + px] = k;
      });
      const out = tt.zeros([h * w], tt.u32, { device });
      await k.launch([h, w], { out, w, h, maxIter });
      const want = new Uint32Array(h * w);
      for (let py = 0; py < h; py++) {
        for (let px = 0; px < w; px++) {
          const x0 = fr(fr(fr(px / w) * 3.5) - 2.5);
          const y0 = fr(fr(fr(py / h) * 2) - 1);
          let [x, y, k] = [0, 0, 0];
          while (fr(fr(x * x) + fr(y * y)) <= 4 && k < maxIter) {
            const xt = fr(fr(fr(x * x) - fr(y * y)) + x0);
            y = fr(fr(fr(2 * x) * y) + y0);
            x = xt;
            k++;
          }
          want[py * w + px] = k;
        }
      }
      return same(await out.read(), want);
    },
  },
  {
    name: 'histogram',
    async run(device) {
      const n = 10000;
      const data = Float32Array.from({ length: n }, (_, i) => ((i * 7919) % 1000) / 1000);
      const k = tt.kernel({ data: tt.arrayOf(tt.f32), bins: tt.arrayOf(tt.u32), nb: tt.i32 }, (i, { data, bins, nb }) => {
        const b = Math.min(nb - 1, Math.floor(data[i] * nb));
        Atomics.add(bins, b, 1);
      });
      const bins = tt.zeros([16], tt.u32, { device });
      await k.launch(n, { data: tt.array(data, { device }), bins, nb: 16 });
      const want = new Uint32Array(16);
      for (const v of data) want[Math.min(15, Math.floor(fr(v * 16)))]++;
      return same(await bins.read(), want);
    },
  },
  {
    name: 'stencil',
    async run(device) {
      const [h, w] = [40, 40];
      const src = Float32Array.from({ length: h * w }, (_, i) => (i % 7) - 3);
      const k = tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), w: tt.i32, h: tt.i32 }, ([i, j], { a, b, w, h }) => {
        if (i === 0 || j === 0 || i === h - 1 || j === w - 1) {
          b[i * w + j] = a[i * w + j];
          return;
        }
        b[i * w + j] = 0.2 * (a[i * w + j] + a[(i - 1) * w + j] + a[(i + 1) * w + j] + a[i * w + j - 1] + a[i * w + j + 1]);
      });
      const b = tt.zeros([h * w], tt.f32, { device });
      await k.launch([h, w], { a: tt.array(src, { device }), b, w, h });
      const want = new Float32Array(h * w);
      for (let i = 0; i < h; i++) {
        for (let j = 0; j < w; j++) {
          const p = i * w + j;
          if (i === 0 || j === 0 || i === h - 1 || j === w - 1) want[p] = src[p];
          else want[p] = fr(fr(0.2) * fr(fr(fr(fr(src[p] + src[p - w]) + src[p + w]) + src[p - 1]) + src[p + 1]));
        }
      }
      return same(await b.read(), want);
    },
  },
  {
    name: 'matmul',
    async run(device) {
      const n = 24;
      const a = Float32Array.from({ length: n * n }, (_, i) => ((i * 13) % 17) - 8);
      const b = Float32Array.from({ length: n * n }, (_, i) => ((i * 5) % 11) - 5);
      const k = tt.kernel({ a: tt.arrayOf(tt.f32), b: tt.arrayOf(tt.f32), c: tt.arrayOf(tt.f32), n: tt.i32 }, ([i, j], { a, b, c, n }) => {
        let s = 0;
        for (let k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = s;
      });
      const c = tt.zeros([n * n], tt.f32, { device });
      await k.launch([n, n], { a: tt.array(a, { device }), b: tt.array(b, { device }), c, n });
      const want = new Float32Array(n * n);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          let s = 0;
          for (let k = 0; k < n; k++) s = fr(s + fr(a[i * n + k] * b[k * n + j]));
          want[i * n + j] = s;
        }
      }
      return same(await c.read(), want);
    },
  },
  {
    // A canvas's pixels are a Uint8ClampedArray: blurred by tutti in place of a JS loop, and written
    // back with putImageData; the stores clamp and round half to even exactly as the canvas does.
    name: 'canvas blur (Uint8ClampedArray)',
    async run(device) {
      const [w, h] = [96, 64];
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d', { willReadFrequently: true });
      const grad = g.createLinearGradient(0, 0, w, h);
      grad.addColorStop(0, '#1d3557');
      grad.addColorStop(1, '#f1c40f');
      g.fillStyle = grad;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#e63946';
      g.fillRect(w / 4, h / 4, w / 3, h / 2);
      g.fillStyle = 'rgba(255,255,255,0.8)';
      g.beginPath();
      g.arc((2 * w) / 3, h / 2, h / 4, 0, 2 * Math.PI);
      g.fill();
      const image = g.getImageData(0, 0, w, h);
      const src = image.data;
      const k = tt.kernel(
        { src: tt.arrayOf(tt.u8c), dst: tt.arrayOf(tt.u8c), w: tt.i32, h: tt.i32 },
        ([y, x], { src, dst, w, h }) => {
          for (let c = 0; c < 4; c++) {
            let sum = 0;
            for (let dy = -2; dy <= 2; dy++) {
              const yy = Math.min(Math.max(y + dy, 0), h - 1);
              const ty = dy === 0 ? 6 : dy === 1 || dy === -1 ? 4 : 1;
              for (let dx = -2; dx <= 2; dx++) {
                const xx = Math.min(Math.max(x + dx, 0), w - 1);
                const tx = dx === 0 ? 6 : dx === 1 || dx === -1 ? 4 : 1;
                sum += ty * tx * src[(yy * w + xx) * 4 + c];
              }
            }
            dst[(y * w + x) * 4 + c] = sum / 256;
          }
        },
      );
      const out = new ImageData(w, h);
      const dst = tt.array(out.data, { device });
      await k.launch([h, w], { src: tt.array(src, { device }), dst, w, h });
      out.data.set(await dst.read());
      g.putImageData(out, 0, 0);
      canvas.title = `blurred on ${device.id}`;
      document.body.append(canvas);
      const want = new Uint8ClampedArray(src.length);
      const taps = [1, 4, 6, 4, 1];
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          for (let c = 0; c < 4; c++) {
            let sum = 0;
            for (let dy = -2; dy <= 2; dy++) {
              for (let dx = -2; dx <= 2; dx++) {
                const yy = Math.min(Math.max(y + dy, 0), h - 1);
                const xx = Math.min(Math.max(x + dx, 0), w - 1);
                sum += taps[dy + 2] * taps[dx + 2] * src[(yy * w + xx) * 4 + c];
              }
            }
            want[(y * w + x) * 4 + c] = sum / 256;
          }
        }
      }
      return same(out.data, want);
    },
  },
];

function same(got, want) {
  for (let i = 0; i < want.length; i++) {
    if (!Object.is(got[i], want[i])) return `element ${i}: got ${got[i]}, want ${want[i]}`;
  }
  return '';
}

async function runOn(device, list) {
  const results = [];
  for (const demo of demos) {
    let detail;
    try {
      detail = await demo.run(device);
    } catch (e) {
      detail = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    const ok = detail === '';
    results.push({ name: demo.name, ok, detail });
    const li = document.createElement('li');
    li.className = ok ? 'ok' : 'failed';
    li.dataset.kernel = demo.name;
    li.dataset.device = device.id;
    li.textContent = `${device.id} ${demo.name}: ${ok ? 'ok' : `failed (${detail})`}`;
    list.append(li);
  }
  return { device: device.id, name: device.name, software: device.software, results };
}

async function main() {
  await tt.init(); // WebGPU adapters are requested asynchronously: probe them before listing devices
  const all = tt.devices().filter((d) => ['webgpu', 'wasm', 'js'].includes(d.backend));
  const devices = all.filter((d) => d.available);
  const skipped = all.filter((d) => !d.available).map((d) => ({ device: d.id, reason: d.reason }));
  document.getElementById('device').textContent =
    `devices: ${devices.map((d) => `${d.id} (${d.name})`).join(', ')}` +
    skipped.map((d) => `; ${d.device} unavailable: ${d.reason}`).join('');
  const list = document.getElementById('results');
  const runs = [];
  for (const device of devices) runs.push(await runOn(device, list));
  const report = { runs, skipped };
  globalThis.tuttiResults = report;
  const ok = runs.every((r) => r.results.every((x) => x.ok));
  document.getElementById('status').textContent = ok ? 'all ok' : 'some failed';
}

main().catch((e) => {
  globalThis.tuttiResults = { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e), runs: [], skipped: [] };
  document.getElementById('status').textContent = `error: ${globalThis.tuttiResults.error}`;
});
