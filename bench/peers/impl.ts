/** One implementation of a benchmark row: a timed call and, for the result check, its outputs. */
export type Outputs = Record<string, ArrayLike<number>>;

export interface PeerImpl {
  /** One timed run (awaited when it returns a promise). */
  run(): unknown;
  /** Runs once and returns the outputs on the host, for the check against the JS reference. */
  outputs(): Outputs | Promise<Outputs>;
  /** How this implementation differs from the plain kernel, when it does. */
  readonly note?: string;
  dispose?(): void;
}
