/**
 * DLPack's lifetime rule for exported memory: the producer frees it only after the consumer's
 * deleter. An array's holds keep its memory allocated past dispose() until the last one ends.
 */
export class MemoryHolds {
  private count = 0;
  private pending: (() => void) | undefined;

  /** Runs `release` now when nothing holds the memory, else when the last hold ends. */
  releaseWhenFree(release: () => void): void {
    if (this.count > 0) this.pending = release;
    else release();
  }

  /** Takes a hold; the returned function ends it (once; later calls do nothing). */
  hold(): () => void {
    this.count++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count--;
      const release = this.pending;
      if (this.count > 0 || release === undefined) return;
      this.pending = undefined;
      release();
    };
  }
}
