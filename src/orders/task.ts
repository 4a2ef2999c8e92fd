/**
 * What `order.run()` returns: awaitable (it resolves when the outputs are valid), and it tells
 * which section ran (`section`), on which device (`device`), and why each section before it was
 * not used (`tried`). The three are undefined / empty until the task settles.
 */
import type { SectionAttempt } from '../errors/orders.js';
import type { Device } from '../runtime/device.js';

export interface OrderResult {
  readonly section: string;
  readonly device: Device;
  readonly tried: readonly SectionAttempt[];
}

export class OrderTask implements PromiseLike<OrderResult> {
  private result: OrderResult | undefined;
  private triedSoFar: readonly SectionAttempt[] = [];
  readonly done: Promise<OrderResult>;

  /** @internal */
  constructor(work: Promise<OrderResult>) {
    this.done = work.then((r) => {
      this.result = r;
      this.triedSoFar = r.tried;
      return r;
    });
  }

  /** The model of the section that ran (after the task settles). */
  get section(): string | undefined {
    return this.result?.section;
  }

  /** The device it ran on (after the task settles). */
  get device(): Device | undefined {
    return this.result?.device;
  }

  /** Sections skipped before the one that ran, each with its reason. */
  get tried(): readonly SectionAttempt[] {
    return this.triedSoFar;
  }

  // biome-ignore lint/suspicious/noThenProperty: the task is awaitable by design (PromiseLike)
  then<A = OrderResult, B = never>(
    onfulfilled?: ((value: OrderResult) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.done.then(onfulfilled, onrejected);
  }
}
