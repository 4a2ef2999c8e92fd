/** The host data write(), append() and fill() take, checked on every device: wrong data is ARRAY_BAD_DATA. */
import { describe, expect, it } from 'vitest';
import * as tt from '../../src/index.js';

const devices = tt.devices().filter((d) => d.available);
const bad = { name: 'ArrayError', code: 'ARRAY_BAD_DATA' };

describe.each(devices.map((d) => [d.id, d] as const))('host data on %s', (_id, dev) => {
  it('write(): strings, objects, BigInts into a number array, non-arrays are refused; the array is unchanged', async () => {
    const x = tt.array([1, 2, 3, 4], { device: dev });
    await expect(x.write(['1', '2', '3', '4'] as never)).rejects.toMatchObject(bad);
    await expect(x.write([1, 2, {}, 4] as never)).rejects.toMatchObject(bad);
    await expect(x.write([1n, 2n, 3n, 4n] as never)).rejects.toMatchObject(bad);
    await expect(x.write(new BigInt64Array(4) as never)).rejects.toMatchObject(bad);
    await expect(x.write(new DataView(new ArrayBuffer(16)) as never)).rejects.toMatchObject(bad);
    await expect(x.write(null as never)).rejects.toMatchObject(bad);
    await expect(x.write(7 as never)).rejects.toMatchObject(bad);
    await expect(x.write(['9'] as never, { offset: 1 })).rejects.toMatchObject(bad);
    expect([...(await x.read())]).toEqual([1, 2, 3, 4]);
    // what is allowed: numbers, any number TypedArray (converted as TypedArray.set converts)
    await x.write(new Int8Array([-1, 2, 3, 4]));
    await x.write(new Uint8Array([5, 6]), { offset: 2 });
    expect([...(await x.read())]).toEqual([-1, 2, 5, 6]);
  });

  it('append() and fill() check their data the same way', async () => {
    const x = tt.array([1, 2], { device: dev });
    expect(() => x.append([3, 'x'] as never)).toThrow(expect.objectContaining(bad));
    expect(() => x.append(new BigUint64Array(1) as never)).toThrow(expect.objectContaining(bad));
    await expect(x.fill(1n as never)).rejects.toMatchObject(bad);
    expect([...(await x.append(new Int16Array([3])).read())]).toEqual([1, 2, 3]);
  });
});

it('the 64-bit arrays take BigInts and numbers, not strings', async () => {
  const x = tt.array([1n, 2n, 3n], { device: 'js' });
  await x.write([7, 8], { offset: 1 });
  expect([...(await x.read())]).toEqual([1n, 7n, 8n]);
  await x.fill(9n);
  await x.write([4n], { offset: 0 });
  expect([...(await x.read())]).toEqual([4n, 9n, 9n]);
  await expect(x.write(['1', '2', '3'] as never)).rejects.toMatchObject(bad);
  expect(() => x.append([1n, 'a'] as never)).toThrow(expect.objectContaining(bad));
  expect([...(await x.append([5n, 6]).read())]).toEqual([4n, 9n, 9n, 5n, 6n]);
});
