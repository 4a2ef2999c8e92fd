/**
 * Every options object of the public API goes through one checker (src/errors/options.ts): a
 * misspelt key is refused with the API's own code, the valid keys and the closest one; a key known
 * but not implemented yet is refused saying so. The table covers every export of src/index.ts that
 * takes an options object; the last test walks the exports so a new one must be placed in it.
 */
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../../src/errors/options.js';
import * as tt from '../../src/index.js';

const spec = tt.programSpec({
  state: { out: tt.arrayOf(tt.u32), n: tt.u32 },
  functions: {
    f: tt.asyncFn({ v: tt.u32 }, ({ v }, { out }) => {
      out[v] = v;
    }),
  },
});
const k = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
  x[i] = 1;
});
const vecCopy = tt.order({
  inputs: ['a'],
  outputs: ['b'],
  sections: {
    kernel: (i: number, { a, b }: { a: Float32Array; b: Float32Array }) => {
      b[i] = a[i] as number;
    },
  },
});
const gk = tt.kernel({ x: tt.arrayOf(tt.float) }, (i, { x }) => {
  x[i] = 1;
});
const x = () => tt.zeros([4], tt.f32, { device: 'js' });
const gpuBuffer = {} as GPUBuffer;

/** The error a call throws or rejects with (nothing else may happen). */
async function refusal(call: () => unknown): Promise<{ code?: string; message: string; name: string }> {
  try {
    await call();
  } catch (e) {
    return e as { code?: string; message: string; name: string };
  }
  throw new Error('the call was not refused');
}

interface Row {
  /** The export (or `Export.method`) whose options these are. */
  readonly api: string;
  readonly code: tt.ErrorCode;
  /** Calls it with options `o`. */
  readonly call: (o: object) => unknown;
  readonly misspelt: string;
  readonly meant: string;
}

const ROWS: readonly Row[] = [
  {
    api: 'kernel',
    code: 'KERNEL_BAD_OPTIONS',
    call: (o) => tt.kernel({}, () => {}, o as never),
    misspelt: 'unsafee',
    meant: 'unsafe',
  },
  {
    api: 'Kernel',
    code: 'KERNEL_BAD_OPTIONS',
    call: (o) => new tt.Kernel({}, () => {}, o as never),
    misspelt: 'helper',
    meant: 'helpers',
  },
  {
    api: 'Kernel.launch',
    code: 'LAUNCH_BAD_OPTIONS',
    call: (o) => k.launch(4, { x: x() }, o as never),
    misspelt: 'waitfor',
    meant: 'waitFor',
  },
  {
    api: 'GenericKernel.launch',
    code: 'LAUNCH_BAD_OPTIONS',
    call: (o) => gk.launch(4, { x: x() }, o as never),
    misspelt: 'waitfor',
    meant: 'waitFor',
  },
  {
    api: 'array',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.array([1], o as never),
    misspelt: 'dtpye',
    meant: 'dtype',
  },
  {
    api: 'zeros',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.zeros([1], tt.f32, o as never),
    misspelt: 'devcie',
    meant: 'device',
  },
  {
    api: 'empty',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.empty([1], tt.f32, o as never),
    misspelt: 'queu',
    meant: 'queue',
  },
  {
    api: 'full',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.full([1], 2, tt.f32, o as never),
    misspelt: 'usn',
    meant: 'usm',
  },
  {
    api: 'Device.createQueue',
    code: 'QUEUE_BAD_OPTIONS',
    call: (o) => tt.device('js').createQueue(o as never),
    misspelt: 'profilling',
    meant: 'profiling',
  },
  {
    api: 'Graph.replay',
    code: 'CAPTURE_BAD_OPTIONS',
    call: async (o) => (await tt.capture(() => k.launch(1, { x: tt.zeros([1], tt.f32) }))).replay(o as never),
    misspelt: 'scalar',
    meant: 'scalars',
  },
  {
    api: 'configure',
    code: 'CONFIG_UNKNOWN_KEY',
    call: (o) => tt.configure(o as never),
    misspelt: 'devcie',
    meant: 'device',
  },
  {
    api: 'programSpec',
    code: 'PROGRAM_BAD_SPEC',
    call: (o) => tt.programSpec({ ...spec.def, ...o }),
    misspelt: 'makework',
    meant: 'makeWork',
  },
  {
    api: 'ProgramSpec',
    code: 'PROGRAM_BAD_SPEC',
    call: (o) => new tt.ProgramSpec({ ...spec.def, ...o }),
    misspelt: 'finalise',
    meant: 'finalize',
  },
  {
    api: 'asyncFn',
    code: 'PROGRAM_BAD_SPEC',
    call: (o) => tt.asyncFn({}, () => {}, o as never),
    misspelt: 'maxCall',
    meant: 'maxCalls',
  },
  {
    api: 'EventProgram',
    code: 'PROGRAM_BAD_TUNING',
    call: (o) => new tt.EventProgram(spec, o as never),
    misspelt: 'capcity',
    meant: 'capacity',
  },
  {
    api: 'AsyncProgram',
    code: 'PROGRAM_BAD_TUNING',
    call: (o) => new tt.AsyncProgram(spec, o as never),
    misspelt: 'worker',
    meant: 'workers',
  },
  {
    api: 'EventProgram.run',
    code: 'PROGRAM_BAD_OPTIONS',
    call: (o) => new tt.EventProgram(spec).run({ out: x(), n: 0 }, o as never),
    misspelt: 'devcie',
    meant: 'device',
  },
  {
    api: 'AsyncProgram.run',
    code: 'PROGRAM_BAD_OPTIONS',
    call: (o) => new tt.AsyncProgram(spec).run({ out: x(), n: 0 }, o as never),
    misspelt: 'Device',
    meant: 'device',
  },
  {
    api: 'order',
    code: 'ORDER_BAD_OPTIONS',
    call: (o) => tt.order('set_argnames(("a"), "b")\n[openmp_cpp]\n', o as never),
    misspelt: 'nmae',
    meant: 'name',
  },
  {
    api: 'order (definition)',
    code: 'ORDER_BAD_DEFINITION',
    call: (o) => tt.order({ inputs: ['a'], outputs: ['b'], sections: {}, ...o }),
    misspelt: 'section',
    meant: 'sections',
  },
  {
    api: 'Order.run',
    code: 'ORDER_BAD_OPTIONS',
    call: (o) => vecCopy.run(4, { a: x(), b: x() }, o as never),
    misspelt: 'prefr',
    meant: 'prefer',
  },
  {
    api: 'fromGPUBuffer',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.fromGPUBuffer(gpuBuffer, { dtype: 'f32', ...o }),
    misspelt: 'shap',
    meant: 'shape',
  },
  {
    api: 'fromDevicePointer',
    code: 'ARRAY_BAD_OPTIONS',
    call: (o) => tt.fromDevicePointer(1n, { dtype: 'f32', shape: [1], ...o }),
    misspelt: 'dtyp',
    meant: 'dtype',
  },
  {
    api: 'descriptorOf',
    code: 'DESCRIPTOR_BAD_OPTIONS',
    call: (o) => tt.descriptorOf(x(), o),
    misspelt: 'devic',
    meant: 'device',
  },
  {
    api: 'fromDescriptor',
    code: 'DESCRIPTOR_BAD_OPTIONS',
    call: (o) => tt.fromDescriptor({} as never, o),
    misspelt: 'cpoy',
    meant: 'copy',
  },
  {
    api: 'fromTfjsTensor',
    code: 'DESCRIPTOR_BAD_OPTIONS',
    call: (o) => tt.fromTfjsTensor({} as never, {} as never, o),
    misspelt: 'dtyp',
    meant: 'dtype',
  },
  {
    api: 'toJaxArray',
    code: 'DESCRIPTOR_BAD_OPTIONS',
    call: (o) => tt.toJaxArray({} as never, x(), o),
    misspelt: 'devcie',
    meant: 'device',
  },
  {
    api: 'fromJaxArray',
    code: 'DESCRIPTOR_BAD_OPTIONS',
    call: (o) => tt.fromJaxArray({} as never, o),
    misspelt: 'devcie',
    meant: 'device',
  },
  {
    api: 'Tape',
    code: 'AUTODIFF_BAD_ARGUMENT',
    call: (o) => new tt.Tape(o as never),
    misspelt: 'isolate',
    meant: 'isolated',
  },
  {
    api: 'grad',
    code: 'AUTODIFF_BAD_ARGUMENT',
    call: (o) => tt.grad((v) => v, o as never),
    misspelt: 'argnum',
    meant: 'argnums',
  },
  {
    api: 'valueAndGrad',
    code: 'AUTODIFF_BAD_ARGUMENT',
    call: (o) => tt.valueAndGrad((v) => v, o as never),
    misspelt: 'argnum',
    meant: 'argnums',
  },
  {
    api: 'sum',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.sum(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'prod',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.prod(x(), o as never),
    misspelt: 'Axis',
    meant: 'axis',
  },
  {
    api: 'min',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.min(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'max',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.max(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'reduce',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.reduce(x(), (a, b) => a + b, 0, o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'argmin',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.argmin(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'argmax',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.argmax(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'cumsum',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.cumsum(x(), o as never),
    misspelt: 'exclusiv',
    meant: 'exclusive',
  },
  {
    api: 'scan',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.scan(x(), (a, b) => a + b, 0, o as never),
    misspelt: 'exlcusive',
    meant: 'exclusive',
  },
  {
    api: 'sort',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.sort(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
  {
    api: 'argsort',
    code: 'OP_BAD_ARGUMENT',
    call: (o) => tt.argsort(x(), o as never),
    misspelt: 'axes',
    meant: 'axis',
  },
];

/** Exports that take no options object (positional arguments only), or are not callables. */
const NO_OPTIONS = [
  // vectors, matrices and structs: constructors and functions of values
  ...['vec2f', 'vec3f', 'vec4f', 'vec2d', 'vec3d', 'vec4d', 'vec2i', 'vec3i', 'vec4i'],
  ...['vec2u', 'vec3u', 'vec4u', 'mat2f', 'mat3f', 'mat4f', 'struct'],
  ...['clamp', 'cross', 'distance', 'dot', 'length', 'mix', 'normalize'],
  // 64-bit integer dtypes: conversions of a value, like tt.f32 / tt.i32
  'i64',
  'u64',
  // half precision: the dtype (a conversion of a value) and its bit conversions
  'f16',
  'f16Bits',
  'f16Value',
  // the array exchange: a tensor or array in, no options
  'toTfjsTensor',
  'descriptorOfTensor',
  'descriptorOfJaxArray',
  'Device',
  'Event',
  'NDArray',
  'OrderTask',
  'Queue',
  'arrayOf',
  'atomicMax',
  'atomicMin',
  'bool',
  'capture',
  'configSources',
  'device',
  'devicePointerOf',
  'devices',
  'dtypeOf',
  'explainSettings',
  'f32',
  'f64',
  'fence',
  'gpuBufferOf',
  'gpuDeviceOf',
  'i8',
  'i16',
  'i32',
  'init',
  // tt.jit(fn): a function, no options
  'jit',
  'matmul',
  'registerBackend',
  'resetStats',
  'settings',
  'shutdown',
  'stats',
  'u8',
  'u8c',
  'u16',
  'u32',
  'isErrorCode',
  // tt.rand & co.: (seed, stream, counter) numbers, no options
  'philox4x32',
  'rand',
  'rand64',
  'randInt',
  'randn',
  'randn64',
];

describe('every options object of the public API', () => {
  it.each(ROWS)('$api refuses a misspelt key with $code, the valid keys and a suggestion', async (row) => {
    const e = await refusal(() => row.call({ [row.misspelt]: 1 }));
    expect(e.code).toBe(row.code);
    expect(e.message).toContain(`'${row.misspelt}'`);
    expect(e.message).toContain(`did you mean '${row.meant}'?`);
    expect(e.message).toMatch(row.api === 'configure' ? /known settings: / : /the options are /);
  });

  it.each(ROWS.filter((r) => r.api !== 'configure'))(
    '$api refuses a far-off key without a suggestion',
    async (row) => {
      const e = await refusal(() => row.call({ bogus: 1 }));
      expect(e.code).toBe(row.code);
      expect(e.message).toMatch(/unknown option 'bogus'; the options are /);
    },
  );

  it('keys accepted before but ignored are refused as not supported yet', async () => {
    const cases: [() => unknown, tt.ErrorCode, string][] = [
      [
        () => tt.order({ inputs: ['a'], outputs: ['b'], sections: {}, helpers: {} } as never),
        'ORDER_BAD_DEFINITION',
        'helpers',
      ],
    ];
    for (const [call, code, key] of cases) {
      const e = await refusal(call);
      expect(e.code, key).toBe(code);
      expect(e.message, key).toContain(`option '${key}' is not supported yet; `);
    }
  });

  it('options that are not an object are refused with the same code', async () => {
    for (const row of ROWS.filter(
      (r) =>
        ![
          'configure',
          'programSpec',
          'ProgramSpec',
          'order (definition)',
          'fromGPUBuffer',
          'fromDevicePointer',
        ].includes(r.api),
    )) {
      const e = await refusal(() => row.call(7 as never));
      expect(e.code, row.api).toBe(row.code);
      expect(e.message, row.api).toMatch(/options must be an object/);
    }
  });

  it('the table covers every export of src/index.ts that takes an options object', () => {
    const callables = Object.entries(tt)
      .filter(([name, v]) => typeof v === 'function' && !name.endsWith('Error'))
      .map(([name]) => name);
    const covered = new Set([...ROWS.map((r) => r.api.split(/[. ]/)[0]), ...NO_OPTIONS]);
    expect(callables.filter((n) => !covered.has(n))).toEqual([]);
  });
});

describe('the did-you-mean', () => {
  it('counts a swap of neighbours as one edit, ignores case, and suggests only near names', () => {
    expect(editDistance('devcie', 'device')).toBe(1);
    expect(editDistance('timeoutms', 'timeoutMs')).toBe(0);
    expect(editDistance('capcity', 'capacity')).toBe(1);
    expect(closestName('capcity', ['capacity', 'maxPasses'])).toBe('capacity');
    expect(closestName('bogus', ['device', 'queue'])).toBeUndefined();
    expect(closestName('ab', ['a', 'b'])).toBeUndefined();
  });
});
