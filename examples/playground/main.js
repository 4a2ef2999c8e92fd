// The playground: a kernel typed in the editor, compiled from its text (tt.kernel(schema, text)),
// run on the chosen device; shows the outputs' first elements, the time, and the generated source.
// Needs the built package (npm run build) and serve.mjs (npm run playground).
import * as tt from '../../dist/src/index.js';
import { launchArgs, PlaygroundInputError, parseArgs, parseRange, schemaOf } from './args.js';

const SHOWN = 16;
const $ = (id) => document.getElementById(id);

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

/** Any error, the user's or tutti's, as "CODE: message" on the page; never thrown further. */
function showError(e) {
  const code = (e && typeof e === 'object' && 'code' in e && e.code) || (e instanceof Error ? e.name : 'Error');
  const where = e && typeof e === 'object' && 'line' in e && e.line ? ` (line ${e.line}:${e.column ?? 0})` : '';
  $('error-code').textContent = String(code);
  $('error-message').textContent = `${e instanceof Error ? e.message : String(e)}${where}`;
  $('error').hidden = false;
  setState('error', 'error');
}

function format(v) {
  return typeof v === 'number' && !Number.isInteger(v) ? v.toPrecision(6) : String(v);
}

async function run() {
  $('error').hidden = true;
  $('output').textContent = '';
  $('generated').textContent = '';
  $('time').textContent = '';
  setState('running', 'running…');
  try {
    const device = tt.device($('device').value);
    const args = parseArgs($('args').value);
    const range = parseRange($('range').value);
    const size = Number($('size').value);
    if (!Number.isInteger(size) || size < 0) throw new PlaygroundInputError(`size "${$('size').value}" is not a non-negative integer`);
    const k = tt.kernel(schemaOf(args), $('source').value, { name: 'playground' });
    $('generated').textContent = await k.generatedSource(device);
    const values = launchArgs(args, size, device);
    const t0 = performance.now();
    const pending = k.launch(range, values);
    const t1 = performance.now();
    await pending;
    const t2 = performance.now();
    $('time').textContent = `launch ${(t1 - t0).toFixed(2)} ms, await ${(t2 - t1).toFixed(2)} ms on ${device.id} (the first run of a kernel includes its compilation)`;
    const lines = [];
    for (const a of args.filter((x) => x.array)) {
      const got = Array.from((await values[a.name].read()).subarray(0, SHOWN), format);
      lines.push(`${a.name} = [${got.join(', ')}${size > SHOWN ? ', …' : ''}]`);
    }
    $('output').textContent = lines.join('\n');
    setState('done', 'done');
  } catch (e) {
    showError(e);
  }
}

async function main() {
  await tt.init(); // WebGPU adapters are requested asynchronously: probe them before listing devices
  const select = $('device');
  for (const d of tt.devices()) {
    if (!['js', 'wasm', 'webgpu'].includes(d.backend)) continue;
    const option = new Option(d.available ? `${d.id} (${d.name})` : `${d.id}: ${d.reason}`, d.id);
    option.disabled = !d.available;
    select.append(option);
  }
  $('run').addEventListener('click', () => void run());
  $('run').disabled = false;
  setState('ready', 'ready');
}

globalThis.addEventListener('unhandledrejection', (ev) => {
  ev.preventDefault();
  showError(ev.reason);
});
main().catch(showError);
