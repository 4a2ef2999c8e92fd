// Runs under mpirun (any number of ranks, or alone): every tutti/mpi operation checked against a
// reference computed locally. Each rank prints `PASS rank=<r> size=<n> checks=<k>` when all hold;
// a failed check throws, which exits non-zero (tutti/mpi then aborts the job).
import assert from 'node:assert/strict';
import * as tt from '../../../dist/src/index.js';
import * as mpi from '../../../dist/src/mpi/index.js';

const world = await mpi.init({ timeoutMs: 20_000 });
const { rank, size } = world;
let checks = 0;
const ok = (cond, msg) => {
  assert.ok(cond, `rank ${rank}: ${msg}`);
  checks++;
};
const eq = (got, want, msg) => {
  assert.deepEqual(got, want, `rank ${rank}: ${msg}`);
  checks++;
};
async function rejects(p, code, msg) {
  try {
    await p;
  } catch (e) {
    ok(
      e?.code === code && (e instanceof mpi.MpiError || !code.startsWith('MPI_')),
      `${msg}: got ${e?.code} ${e?.message}`,
    );
    return e;
  }
  assert.fail(`rank ${rank}: ${msg}: did not reject`);
}

// ---- every dtype tutti has, with every reduction ----
const byName = Object.fromEntries(Object.entries(tt).filter(([, v]) => v?.kind === 'dtype'));
const DTYPES = ['f32', 'f64', 'i32', 'u32', 'i16', 'u16', 'i8', 'u8', 'u8c'].filter((n) => n in byName);
const signed = (n) => n.startsWith('i') || n.startsWith('f');
const value = (dtype, r, k) => ((r * 3 + k) % 5) + (signed(dtype) ? -2 : 1);
const N = 7;
for (const name of DTYPES) {
  const make = (r) =>
    tt.array(
      Array.from({ length: N }, (_, k) => value(name, r, k)),
      { dtype: byName[name] },
    );
  const Ctor = (await make(0).read()).constructor;
  for (const op of ['sum', 'prod', 'min', 'max']) {
    const arr = make(rank);
    if (name === 'u8c' && (op === 'sum' || op === 'prod')) {
      await rejects(world.allreduce(arr, op), 'MPI_UNSUPPORTED_OP', `allreduce ${name} ${op}`);
      continue;
    }
    const want = new Ctor(N);
    for (let k = 0; k < N; k++) {
      const acc = new Ctor(1);
      acc[0] = value(name, 0, k);
      for (let r = 1; r < size; r++) {
        const v = value(name, r, k);
        acc[0] =
          op === 'sum'
            ? acc[0] + v
            : op === 'prod'
              ? acc[0] * v
              : op === 'min'
                ? Math.min(acc[0], v)
                : Math.max(acc[0], v);
      }
      want[k] = acc[0];
    }
    const res = await world.allreduce(arr, op);
    ok(res === arr, 'allreduce in place returns its array');
    eq(await arr.read(), want, `allreduce ${name} ${op}`);
    const out = tt.zeros([N], byName[name]);
    const input = make(rank);
    await world.allreduce(input, op, { out });
    eq(await out.read(), want, `allreduce ${name} ${op} into out`);
    eq(await input.read(), await make(rank).read(), `allreduce ${name} ${op} leaves its input`);
    const red = make(rank);
    await world.reduce(red, op, size - 1);
    eq(
      await red.read(),
      rank === size - 1 ? want : await make(rank).read(),
      `reduce ${name} ${op} at root ${size - 1}`,
    );
  }
}

// ---- bcast, allgather, barrier ----
const b = tt.array(new Float64Array(5).fill(rank === 0 ? 3.25 : -1));
await world.bcast(b, 0);
eq(await b.read(), new Float64Array(5).fill(3.25), 'bcast from 0');
const mine = tt.array(new Int32Array([rank, rank * 10, -rank]));
const gathered = await world.allgather(mine);
eq(gathered.shape, [size, 3], 'allgather shape');
eq(
  await gathered.read(),
  Int32Array.from(
    { length: size * 3 },
    (_, i) => [Math.floor(i / 3), Math.floor(i / 3) * 10, -Math.floor(i / 3)][i % 3],
  ),
  'allgather content in rank order',
);
// bcast from the last rank; reduce into a separate output at the root; allgather into a given output
const b2 = tt.array(new Int32Array(3).fill(rank === size - 1 ? 42 : rank));
await world.bcast(b2, size - 1);
eq(await b2.read(), Int32Array.of(42, 42, 42), 'bcast from the last rank');
const rin = tt.array(new Float32Array([rank + 1, 2]));
const rout = tt.zeros([2], tt.f32);
const rres = await world.reduce(rin, 'max', 0, { out: rout });
eq(await rin.read(), Float32Array.of(rank + 1, 2), 'reduce leaves its input when given an output');
if (rank === 0) {
  ok(rres === rout, 'reduce resolves with the output at the root');
  eq(await rout.read(), Float32Array.of(size, 2), 'reduce max into the output');
} else eq(await rout.read(), Float32Array.of(0, 0), 'reduce leaves the output of other ranks');
const gout = tt.zeros([size * 2], tt.u32);
ok(
  (await world.allgather(tt.array(new Uint32Array([rank, 7])), gout)) === gout,
  'allgather into a given output',
);
eq(
  await gout.read(),
  Uint32Array.from({ length: size * 2 }, (_, i) => (i % 2 ? 7 : i >> 1)),
  'allgather output',
);
await world.barrier();

// ---- point to point ----
const right = (rank + 1) % size;
const left = (rank + size - 1) % size;
{
  // A ring shift with sendrecv; the send buffer is a view at an offset in a larger buffer.
  const backing = new Float32Array(16).map((_, i) => rank * 100 + i);
  const send = tt.array(backing.subarray(4, 8));
  const recv = tt.zeros([4], tt.f32);
  const st = await world.sendrecv(send, right, recv, left, 4);
  eq(
    await recv.read(),
    Float32Array.from([4, 5, 6, 7], (i) => left * 100 + i),
    'sendrecv ring from an offset view',
  );
  eq(
    { source: st.source, tag: st.tag, count: st.count },
    { source: left, tag: 4, count: 4 },
    'sendrecv status',
  );
}
{
  // Order with launches that were not awaited: the message waits for the launch that writes its
  // send array, and the launch after it waits for the message to land.
  const twice = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] * 2;
  });
  const plusOne = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] + 1;
  });
  const x = tt.array(new Float32Array(64).fill(rank + 1));
  const y = tt.zeros([64], tt.f32);
  void twice.launch(64, { x });
  const exchanged = world.sendrecv(x, right, y, left, 6);
  void plusOne.launch(64, { x: y });
  eq(await y.read(), new Float32Array(64).fill((left + 1) * 2 + 1), 'messages ordered with launches');
  await exchanged;
}
if (size >= 2) {
  // Two outstanding receives with different tags, matched in the opposite order of posting.
  if (rank === 0) {
    const a = tt.zeros([3], tt.u32);
    const c = tt.zeros([3], tt.u32);
    const pa = world.recv(a, 1, 11);
    const pc = world.recv(c, 1, 12);
    const [sa, sc] = await Promise.all([pa, pc]);
    eq(
      [await a.read(), await c.read()],
      [Uint32Array.of(11, 11, 11), Uint32Array.of(12, 12, 12)],
      'two recvs in flight',
    );
    eq([sa.tag, sc.tag], [11, 12], 'tags of the two recvs');
    // ANY_SOURCE / ANY_TAG
    const any = tt.zeros([2], tt.i32);
    const s = await world.recv(any, mpi.ANY_SOURCE, mpi.ANY_TAG);
    eq(
      { source: s.source, tag: s.tag, count: s.count },
      { source: 1, tag: 9, count: 2 },
      'ANY_SOURCE status',
    );
    // The event loop runs while a message is in flight (rank 1 sends after 300 ms), and so do launches.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const late = tt.zeros([4], tt.f32);
    const pending = world.recv(late, 1, 13);
    const x = tt.array(new Float32Array([1, 2, 3, 4]));
    const dbl = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
      x[i] = x[i] * 2;
    });
    await dbl.launch(4, { x });
    eq(await x.read(), Float32Array.of(2, 4, 6, 8), 'a launch completes while a recv waits');
    await pending;
    clearInterval(timer);
    ok(ticks >= 10, `timers ran while waiting (${ticks} ticks in ~300 ms)`);
    eq(await late.read(), Float32Array.of(13, 13, 13, 13), 'late message');
    // A message longer than the receive array: MPI's truncation error as MpiError.
    const small = tt.zeros([2], tt.f32);
    const e = await rejects(world.recv(small, 1, 14), 'MPI_CALL_FAILED', 'truncated recv');
    ok(
      typeof e.mpiCode === 'number' && e.mpiCode !== 0 && /trunc/i.test(e.message),
      `truncation message: ${e.message}`,
    );
    // Nobody sends tag 77: a timeout, not a hang.
    await rejects(
      world.recv(tt.zeros([1], tt.f32), 1, 77, { timeoutMs: 200 }),
      'MPI_TIMEOUT',
      'recv timeout',
    );
  } else if (rank === 1) {
    await world.send(tt.array(new Uint32Array([12, 12, 12])), 0, 12);
    await world.send(tt.array(new Uint32Array([11, 11, 11])), 0, 11);
    await world.send(tt.array(new Int32Array([5, 6])), 0, 9);
    await new Promise((r) => setTimeout(r, 300));
    await world.send(tt.array(new Float32Array(4).fill(13)), 0, 13);
    await world.send(tt.array(new Float32Array(8)), 0, 14);
  }
  await world.barrier();
}
if (size >= 2) {
  // Small messages start in the call when they can (point-to-point.ts): a message behind one that
  // waits for a launch still goes second (MPI's order of posting), a receive read before it is
  // awaited gives the message, and a halo loop of one-element sendrecvs feeding launches is exact.
  const addInto = tt.kernel({ acc: tt.arrayOf(tt.f32), v: tt.arrayOf(tt.f32) }, (i, { acc, v }) => {
    acc[i] = acc[i] + v[i];
  });
  if (rank === 0) {
    const busy = tt.array(new Float32Array([1]));
    void addInto.launch(1, { acc: busy, v: tt.array(new Float32Array([40])) });
    const first = world.send(busy, 1, 21);
    const second = world.send(tt.array(new Float32Array([2])), 1, 21);
    await Promise.all([first, second]);
    const late = tt.zeros([1], tt.f32);
    const arriving = world.recv(late, 1, 22);
    eq(await late.read(), Float32Array.of(22), 'a receive read before it is awaited');
    await arriving;
  } else if (rank === 1) {
    const a = tt.zeros([1], tt.f32);
    const b = tt.zeros([1], tt.f32);
    await world.recv(a, 0, 21);
    await world.recv(b, 0, 21);
    eq([...(await a.read()), ...(await b.read())], [41, 2], 'non-overtaking behind a launch');
    await new Promise((r) => setTimeout(r, 50));
    await world.send(tt.array(new Float32Array([22])), 0, 22);
  }
  if (rank < 2) {
    const peer = 1 - rank;
    const out = tt.zeros([1], tt.f32);
    const got = tt.zeros([1], tt.f32);
    const acc = tt.zeros([1], tt.f32);
    let want = 0;
    for (let step = 0; step < 50; step++) {
      await out.write(new Float32Array([step * 10 + rank]));
      await world.sendrecv(out, peer, got, peer, 23);
      // odd steps wait for the launch (the next message starts in the call), even ones do not
      const added = addInto.launch(1, { acc, v: got });
      if (step % 2 === 1) await added;
      want += step * 10 + peer;
    }
    eq(await acc.read(), Float32Array.of(want), 'a halo loop of one-element sendrecvs');
  }
  await world.barrier();
}

// ---- errors before anything is sent ----
await rejects(world.send(tt.zeros([1], tt.f32), size), 'MPI_BAD_RANK', 'send to a rank out of range');
await rejects(world.send(tt.zeros([1], tt.f32), 0, -3), 'MPI_BAD_TAG', 'negative tag');
await rejects(
  world.allreduce(tt.zeros([4], tt.f32), 'sum', { out: tt.zeros([5], tt.f32) }),
  'MPI_SIZE_MISMATCH',
  'allreduce out size',
);
await rejects(
  world.allreduce(tt.zeros([4], tt.f32), 'sum', { out: tt.zeros([4], tt.i32) }),
  'MPI_SIZE_MISMATCH',
  'allreduce out dtype',
);
await rejects(
  world.allgather(tt.zeros([4], tt.f32), tt.zeros([4 * size + 1], tt.f32)),
  'MPI_SIZE_MISMATCH',
  'allgather out size',
);
await rejects(world.allreduce(tt.zeros([4], tt.f32), 'avg'), 'MPI_BAD_OP', 'unknown op');
const same = tt.zeros([2], tt.f32);
await rejects(
  world.sendrecv(same, right, same, left),
  'MPI_BAD_ARGUMENT',
  'sendrecv into its own send array',
);
const gone = tt.zeros([2], tt.f32);
gone.dispose();
await rejects(world.bcast(gone, 0), 'ARRAY_DISPOSED', 'disposed array');

// ---- sub-communicators ----
const sub = await world.split(rank % 2, -rank);
const members = Array.from({ length: size }, (_, r) => r).filter((r) => r % 2 === rank % 2);
eq(sub?.size, members.length, 'split size');
eq(sub?.rank, members.length - 1 - members.indexOf(rank), 'split rank ordered by key');
const s = tt.array(new Int32Array([rank]));
await sub?.allreduce(s, 'sum');
eq(await s.read(), Int32Array.of(members.reduce((a, r) => a + r, 0)), 'allreduce within a split');
await sub?.free();
const none = await world.split(rank === 0 ? mpi.UNDEFINED : 1);
ok(rank === 0 ? none === null : none?.size === size - 1, 'split with UNDEFINED');
await none?.free();

// ---- staging through a device with its own memory (counted like any move) ----
const gpu = tt.devices().find((d) => d.available && d.backend === 'webgpu');
if (gpu && size >= 2) {
  const src = tt.array(new Float32Array([rank, rank, rank]), { device: gpu });
  const fill = tt.kernel({ x: tt.arrayOf(tt.f32) }, (i, { x }) => {
    x[i] = x[i] + 1;
  });
  await fill.launch(3, { x: src }); // the only valid copy is now in device memory
  const dst = tt.zeros([3], tt.f32, { device: gpu });
  tt.resetStats();
  await world.sendrecv(src, right, dst, left, 21);
  const st = tt.stats();
  ok(st.deviceToHost >= 1, `device array staged to the host for sending (${JSON.stringify(st)})`);
  eq(dst.validSpaces, ['host'], 'a receive leaves the host copy as the only valid one');
  await fill.launch(3, { x: dst });
  ok(tt.stats().hostToDevice >= 1, 'the next launch moves the received data to the device');
  eq(await dst.read(), new Float32Array(3).fill(left + 2), 'device-to-device message content');
  tt.resetStats();
  // received on the host: a receive into a device array reads its content first (a message may be shorter)
  await world.sendrecv(src, right, tt.zeros([3], tt.f32, { device: 'cpu' }), left, 22);
  eq(tt.stats().deviceToHost, 0, 'a valid host copy is reused (lazy)');
  console.log(`staging checked on ${gpu.id}`);
} else
  console.log(`staging not checked: ${gpu ? 'one rank' : 'no device with its own memory (webgpu) here'}`);

console.log(
  `PASS rank=${rank} size=${size} checks=${checks} family=${mpi.info().family} local=${mpi.info().localRank}/${mpi.info().localSize}`,
);
await mpi.finalize();
await rejects(world.barrier(), 'MPI_FINALIZED', 'after finalize');
await tt.shutdown();
