/**
 * The two MPI ABIs in the wild. Open MPI's handles are pointers to global objects exported by
 * libmpi (`&ompi_mpi_comm_world`, `&ompi_mpi_float`); MPICH and its derivatives (Intel MPI,
 * MVAPICH, Cray MPICH) use 32-bit integer handles with fixed values from their `mpi.h`. Everything
 * that differs between the two lives here, so the rest of src/mpi is ABI-neutral.
 */

/** A communicator, datatype, op, errhandler or request handle as the loaded library spells it. */
export type Handle = bigint | number;

export type MpiFamily = 'openmpi' | 'mpich';

export type ReduceOp = 'sum' | 'prod' | 'min' | 'max';

export interface MpiAbi {
  readonly family: MpiFamily;
  /** koffi type of a handle parameter. */
  readonly handleType: 'void *' | 'int32_t';
  /** Bytes of one handle in memory (MPI_Request, MPI_Comm output arguments). */
  readonly handleBytes: 8 | 4;
  readonly commWorld: Handle;
  readonly commNull: Handle;
  readonly requestNull: Handle;
  readonly errorsReturn: Handle;
  readonly infoNull: Handle;
  /** MPI_IN_PLACE, a special buffer address. */
  readonly inPlace: bigint;
  readonly anySource: number;
  readonly anyTag: number;
  readonly procNull: number;
  readonly undefinedColor: number;
  readonly commTypeShared: number;
  /** sizeof(MPI_Status) and the offsets of its public fields. */
  readonly status: {
    readonly bytes: number;
    readonly source: number;
    readonly tag: number;
    readonly error: number;
  };
  /** The MPI datatype of a tutti dtype, or undefined when this ABI table has none for it. */
  datatype(dtype: string): Handle | undefined;
  op(op: ReduceOp): Handle;
  /** Bytes received, read from a status (what MPI_Get_count divides by the element size). */
  statusBytes(status: DataView): number;
}

/** MPI datatype names (Open MPI's global symbol suffix) for tutti's array dtypes, present and future. */
const DATATYPE_SUFFIX: Readonly<Record<string, string>> = {
  f32: 'float',
  f64: 'double',
  i32: 'int32_t',
  u32: 'uint32_t',
  i16: 'int16_t',
  u16: 'uint16_t',
  i8: 'int8_t',
  u8: 'uint8_t',
  u8c: 'uint8_t',
};

export const MPI_THREAD_MULTIPLE = 3;
/** MPI_UNDEFINED in both ABIs (the color that leaves a rank out of a split). */
export const MPI_UNDEFINED = -32766;

/** Resolves a global symbol's address; throws when the library does not export it. */
export type SymbolLookup = (name: string) => bigint;

export function openMpiAbi(symbol: SymbolLookup): MpiAbi {
  const cache = new Map<string, bigint>();
  const sym = (name: string): bigint => {
    let v = cache.get(name);
    if (v === undefined) {
      v = symbol(name);
      cache.set(name, v);
    }
    return v;
  };
  return {
    family: 'openmpi',
    handleType: 'void *',
    handleBytes: 8,
    commWorld: sym('ompi_mpi_comm_world'),
    commNull: sym('ompi_mpi_comm_null'),
    requestNull: sym('ompi_request_null'),
    errorsReturn: sym('ompi_mpi_errors_return'),
    infoNull: sym('ompi_mpi_info_null'),
    inPlace: 1n,
    anySource: -1,
    anyTag: -1,
    procNull: -2,
    undefinedColor: MPI_UNDEFINED,
    commTypeShared: 0,
    // { int MPI_SOURCE; int MPI_TAG; int MPI_ERROR; int _cancelled; size_t _ucount; }
    status: { bytes: 24, source: 0, tag: 4, error: 8 },
    datatype(dtype) {
      const suffix = DATATYPE_SUFFIX[dtype];
      return suffix === undefined ? undefined : sym(`ompi_mpi_${suffix}`);
    },
    op(op) {
      return sym(`ompi_mpi_op_${op}`);
    },
    statusBytes: (status) => Number(status.getBigUint64(16, true)),
  };
}

/** Fixed handle values from MPICH's mpi.h (the ABI MPICH, Intel MPI and MVAPICH share). */
const MPICH_DATATYPES: Readonly<Record<string, number>> = {
  float: 0x4c00040a,
  double: 0x4c00080b,
  int8_t: 0x4c000137,
  int16_t: 0x4c000238,
  int32_t: 0x4c000439,
  uint8_t: 0x4c00013b,
  uint16_t: 0x4c00023c,
  uint32_t: 0x4c00043d,
};

const MPICH_OPS: Readonly<Record<ReduceOp, number>> = {
  max: 0x58000001,
  min: 0x58000002,
  sum: 0x58000003,
  prod: 0x58000004,
};

export function mpichAbi(): MpiAbi {
  return {
    family: 'mpich',
    handleType: 'int32_t',
    handleBytes: 4,
    commWorld: 0x44000000,
    commNull: 0x04000000,
    requestNull: 0x2c000000,
    errorsReturn: 0x54000001,
    infoNull: 0x1c000000,
    inPlace: 0xffffffffffffffffn,
    anySource: -2,
    anyTag: -1,
    procNull: -1,
    undefinedColor: MPI_UNDEFINED,
    commTypeShared: 1,
    // { int count_lo; int count_hi_and_cancelled; int MPI_SOURCE; int MPI_TAG; int MPI_ERROR; }
    status: { bytes: 20, source: 8, tag: 12, error: 16 },
    datatype(dtype) {
      const suffix = DATATYPE_SUFFIX[dtype];
      return suffix === undefined ? undefined : MPICH_DATATYPES[suffix];
    },
    op(op) {
      return MPICH_OPS[op];
    },
    // count_lo holds the low 32 bits; count_hi_and_cancelled the high bits shifted left by one.
    statusBytes: (status) => (status.getInt32(0, true) >>> 0) + (status.getInt32(4, true) >>> 1) * 2 ** 32,
  };
}

/** Reads a handle written by the library into `buf` at handle index `i`. */
export function readHandle(abi: MpiAbi, buf: Uint8Array, i = 0): Handle {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  return abi.handleBytes === 8 ? view.getBigUint64(i * 8, true) : view.getInt32(i * 4, true);
}
