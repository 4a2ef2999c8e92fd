/**
 * Reusable memory for MPI request handles and statuses. MPI_I* calls write a request handle and
 * MPI_Test writes a status; allocating a typed array for each message costs more than the message,
 * so slots are carved from large buffers outside the JS heap and passed to MPI by address.
 */
import type { MpiLibrary } from './library.js';

/** Bytes per slot: an 8-byte request handle, then a status (24 bytes in Open MPI, 20 in MPICH). */
const SLOT_BYTES = 64;
const SLOTS_PER_CHUNK = 64;

export class Slot {
  constructor(
    /** Address of the MPI_Request. */
    readonly req: bigint,
    /** Address of the MPI_Status. */
    readonly status: bigint,
    /** A view of the status' bytes. */
    readonly view: DataView,
  ) {}
}

export class SlotPool {
  private readonly free: Slot[] = [];
  /** The buffers the slots live in, kept reachable for as long as the pool. */
  private readonly chunks: ArrayBuffer[] = [];

  constructor(private readonly lib: MpiLibrary) {}

  take(): Slot {
    const s = this.free.pop();
    if (s) return s;
    this.grow();
    return this.take();
  }

  give(s: Slot): void {
    this.free.push(s);
  }

  private grow(): void {
    const bytes = new Uint8Array(SLOT_BYTES * SLOTS_PER_CHUNK);
    const base = this.lib.address(bytes);
    this.chunks.push(bytes.buffer);
    for (let i = SLOTS_PER_CHUNK - 1; i >= 0; i--) {
      const off = i * SLOT_BYTES;
      this.free.push(
        new Slot(
          base + BigInt(off),
          base + BigInt(off + 8),
          new DataView(bytes.buffer, off + 8, SLOT_BYTES - 8),
        ),
      );
    }
  }
}
