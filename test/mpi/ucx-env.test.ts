import { describe, expect, it } from 'vitest';
import { setUcxDefaults, UCX_MEM_EVENTS_DEFAULT } from '../../src/mpi/ucx-env.js';

// UCX's mmap hooks crashed an MPICH rank inside V8 (docs/mpi.md#install-mpi): mpi.init() turns
// them off before libmpi loads, unless the user chose.
describe('UCX memory events default', () => {
  it('sets UCX_MEM_EVENTS=n when the user did not set it (also when set empty)', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(setUcxDefaults(env)).toBe(true);
    expect(env.UCX_MEM_EVENTS).toBe(UCX_MEM_EVENTS_DEFAULT);
    const empty: NodeJS.ProcessEnv = { UCX_MEM_EVENTS: '' };
    expect(setUcxDefaults(empty)).toBe(true);
    expect(empty.UCX_MEM_EVENTS).toBe('n');
  });

  it("keeps the user's choice", () => {
    const env: NodeJS.ProcessEnv = { UCX_MEM_EVENTS: 'y' };
    expect(setUcxDefaults(env)).toBe(false);
    expect(env.UCX_MEM_EVENTS).toBe('y');
  });
});
