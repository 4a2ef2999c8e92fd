/** The autodiff examples (examples/autodiff/, also rows of the demo table) on the js device. */
import { describe, expect, it } from 'vitest';
import { greeks } from '../../examples/autodiff/black-scholes.js';
import { fitSpring } from '../../examples/autodiff/spring.js';

describe('examples/autodiff', () => {
  it('fits a damped spring: k and c recovered within 1e-2, the loss down by 1e6', async () => {
    const r = await fitSpring('js', { iterations: 60 });
    expect(Math.abs(r.k - 4)).toBeLessThan(1e-2);
    expect(Math.abs(r.c - 0.5)).toBeLessThan(1e-2);
    expect(r.lastLoss).toBeLessThan(r.firstLoss * 1e-6);
  });

  it('Black-Scholes Greeks in f32 within 2e-3 of the closed forms', async () => {
    const g = await greeks('js', 512);
    expect(g.deltaError).toBeLessThan(2e-3);
    expect(g.vegaError).toBeLessThan(2e-3);
    expect(g.price.every((p) => p > -1e-3)).toBe(true); // f32 rounding of a deep out-of-the-money call
  });
});
