/**
 * Early detection of a program that cannot terminate: makeWork keeps returning true while nothing
 * is pending, it schedules no calls, and the state does not change. After IDLE_CHECK such idle
 * passes (or dispatches) in a row the state's arrays are snapshotted; if IDLE_CHECK more idle
 * passes leave them bit-identical, the run fails with PROGRAM_NO_PROGRESS and its counts, long
 * before maxPasses. A makeWork that claims work with an atomic counter changes the state, so
 * claiming work that turns out to need no call is progress, not a hang.
 */
import { ProgramRunError } from '../errors/errors.js';
import { NDArray } from '../runtime/ndarray.js';

/** Idle passes in a row before the state is snapshotted, and again before it is compared. */
export const IDLE_CHECK = 8;

export interface ProgressCounts {
  readonly passes: number;
  readonly calls: number;
  readonly makeWorkCalls: number;
  readonly pending: number;
}

export class ProgressWatch {
  private idle = 0;
  private snapshot: ArrayLike<number>[] | null = null;

  constructor(
    private readonly program: string,
    private readonly unit: 'passes' | 'dispatches',
    private readonly state: Readonly<Record<string, unknown>>,
  ) {}

  /** Called after each pass; `idle` when makeWork ran, said it had work, and no call was pending or made. */
  async observe(idle: boolean, counts: ProgressCounts): Promise<void> {
    if (!idle) {
      this.idle = 0;
      this.snapshot = null;
      return;
    }
    this.idle++;
    if (this.idle === IDLE_CHECK) this.snapshot = await this.read();
    if (this.idle < 2 * IDLE_CHECK || !this.snapshot) return;
    const now = await this.read();
    if (!sameArrays(this.snapshot, now)) {
      this.idle = 0;
      this.snapshot = null;
      return;
    }
    throw new ProgramRunError(
      'PROGRAM_NO_PROGRESS',
      `program '${this.program}' cannot terminate: for ${this.idle} ${this.unit} in a row makeWork returned true (${counts.makeWorkCalls} makeWork calls in all) but scheduled no call and changed no state (${counts.passes} ${this.unit}, ${counts.calls} calls, ${counts.pending} pending); makeWork must return false when no work is left`,
    );
  }

  private async read(): Promise<ArrayLike<number>[]> {
    const out: ArrayLike<number>[] = [];
    for (const v of Object.values(this.state)) {
      if (v instanceof NDArray) out.push((await v.read()) as ArrayLike<number>);
    }
    return out;
  }
}

function sameArrays(a: readonly ArrayLike<number>[], b: readonly ArrayLike<number>[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    const y = b[k];
    if (!x || !y || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) return false;
  }
  return true;
}
