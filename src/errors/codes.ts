/**
 * The catalog of every error code tutti raises: the `code` of every error class is one of these
 * keys (a typo is a compile error), and each says in one line what it means. Codes are stable:
 * programs may switch on them. `TUTTI_BUG` alone means the failure is tutti's, not the caller's.
 */
export const ERROR_CODES = {
  // Kernel source: the frontend refuses what is outside the kernel language (KernelSyntaxError).
  KERNEL_PARSE_ERROR: 'the kernel function text could not be parsed',
  KERNEL_TOO_DEEP: 'brackets or an operator chain nested deeper than the kernel language allows',
  KERNEL_NOT_A_FUNCTION: 'a kernel or helper is not a function expression',
  KERNEL_UNSUPPORTED_SYNTAX: 'a JavaScript construct outside the kernel language',
  KERNEL_UNKNOWN_NAME: 'a free name the kernel definition does not declare',
  KERNEL_UNKNOWN_FUNCTION: 'a call of a function the kernel language does not have',
  KERNEL_UNKNOWN_PARAM: 'a parameter name that is not in the schema',
  KERNEL_BAD_ARITY: 'a call with the wrong number of arguments',
  KERNEL_BAD_ASSIGNMENT: 'an assignment to something that cannot be assigned',
  KERNEL_CONST_ASSIGNMENT: 'an assignment to a const local',
  KERNEL_ASSIGNMENT_IN_EXPRESSION: 'an assignment used as a value',
  KERNEL_ARRAY_AS_VALUE: 'an array used where a scalar value is needed',
  KERNEL_SHAPED_INDEX:
    'a shaped array (tt.arrayOf(dtype, rank)) indexed with the wrong number of indices, or g.shape misused',
  KERNEL_VECTOR_ARITY: 'a vector or matrix constructor given the wrong number of components',
  KERNEL_VECTOR_MISMATCH:
    'vectors, matrices or structs of different types mixed in one operation or assignment',
  KERNEL_UNKNOWN_FIELD: 'a component or field that the vector or struct does not have',
  KERNEL_UNKNOWN_METHOD: 'a method that the vector or matrix type does not have',
  KERNEL_VECTOR_AS_SCALAR: 'a vector, matrix or struct used where a number is needed',
  KERNEL_HELPER_PLACEMENT:
    'a helper taking or returning vectors, structs or arrays called inside ?:, &&, || or a loop condition, or returning before its end',
  KERNEL_ATOMIC_TARGET: 'an Atomics call whose target is not an array parameter',
  KERNEL_NO_EFFECT: 'an expression statement that does nothing',
  KERNEL_REDECLARED: 'a local declared twice in one block',
  KERNEL_RETURN_VALUE: 'a kernel returning a value, or a helper returning none',
  KERNEL_RECURSION: 'helpers that call each other in a cycle',
  KERNEL_BAD_INDEX_PARAM: 'the index parameter is not a name or [i, j(, k)]',
  KERNEL_BAD_PARAMS_PARAM: 'the params parameter is not a destructuring of the schema',
  KERNEL_BAD_HELPER_PARAM: 'a helper parameter that is not a plain name',
  KERNEL_NO_WORKGROUP: 'a work-group parameter g in a kernel defined without { workgroup }',
  KERNEL_GROUP_MISUSE:
    'a use of the work-group parameter g outside g.local/group/size/groups[d], g.shared, g.barrier(), g.fence()',
  KERNEL_SHARED_PLACEMENT: 'g.shared(...) anywhere but a const at the top level of the kernel body',
  KERNEL_SHARED_TYPE: 'a shared array of a dtype other than f32, f64, i32, u32',
  KERNEL_SHARED_LENGTH: 'a shared array whose length is not a constant positive integer',
  KERNEL_PRIVATE_PLACEMENT:
    'new Float32Array(K) (a private array) anywhere but a const at the top level of a kernel body without workgroup',
  KERNEL_PRIVATE_LENGTH: 'a private array whose length is not a constant integer in 1..1024',
  KERNEL_SUBGROUP_DIVERGENT:
    'a sub-group collective not every item of the group reaches, or a g.subgroupBroadcast lane that differs between items',
  KERNEL_SUBGROUP_PLACEMENT:
    'a sub-group collective where it may not run once per item (a branch of ?:, after && or ||, a loop condition, a helper)',
  KERNEL_BARRIER_DIVERGENT:
    'g.barrier() or g.fence() where not every item of the group reaches it (divergent control flow)',
  KERNEL_PRINT_ARGUMENT:
    'a console.log in a kernel with an argument other than string literals and numbers, a format, or in a helper',
  // Kernel types (KernelTypeError).
  KERNEL_TYPE_MISMATCH: 'operand types that do not fit together',
  KERNEL_BOOL_INDEX: 'an array indexed by a boolean',
  KERNEL_ATOMIC_TYPE: 'an atomic operation on an array type that has none',
  KERNEL_RNG_ARGUMENT:
    'a tt.rand/randn/randInt/philox4x32 seed, stream or counter that is not a 32-bit integer (i32/u32)',
  KERNEL_TYPE_UNSUPPORTED_ON_DEVICE: 'a type the target device does not have (f64 or i64/u64 on WebGPU)',
  KERNEL_FENCE_UNSUPPORTED:
    'a device-scope memory fence (tt.fence()) on a device whose language has none (WebGPU)',
  KERNEL_BIGINT_MIX:
    'a BigInt (i64/u64) combined with a number, or converted implicitly (JS throws TypeError)',
  KERNEL_BIGINT_OVERFLOW:
    'a BigInt value that may exceed 64 bits used where JS would use its exact value: wrap it with BigInt.asIntN/asUintN(64, …)',
  KERNEL_BIGINT_UNSUPPORTED:
    "a BigInt operation tutti does not compile: '>>>', a shift by a non-constant count, BigInt.asIntN with other than 64 bits",
  KERNEL_SUBGROUP_TYPE: 'a sub-group collective of a value other than f32, f64, i32, u32',
  // Kernel definitions (KernelDefinitionError).
  KERNEL_BAD_OPTIONS:
    'tt.kernel options that are not an object, name an unknown option, or hold a value of the wrong type',
  KERNEL_BAD_DEFINITION: 'tt.kernel was called with something other than a schema and a function',
  KERNEL_BAD_SCHEMA: 'a schema entry that is not a dtype or tt.arrayOf(dtype)',
  KERNEL_GENERIC_UNBOUND:
    'a generic schema whose type variable (tt.float, tt.int) no array parameter names, so no launch can decide it',
  KERNEL_BAD_STRUCT:
    'tt.struct fields that are not types or mix word types, or pack/unpack data of the wrong size',
  KERNEL_BAD_HELPER: 'a declared helper that is not a function',
  KERNEL_BAD_CONSTANT: 'a declared constant that is not a finite number or a boolean',
  KERNEL_BAD_WORKGROUP:
    'a workgroup option that is not one positive size per index dimension (at most 1024 items)',
  KERNEL_BAD_SUBGROUP_SIZE:
    'a subgroupSize option that is not a power of two up to 64 dividing the work-group, or given without workgroup',
  // Building and running kernels.
  KERNEL_NO_SOURCE: 'a backend that cannot show its generated source without one of its devices',
  KERNEL_BUILD_FAILED: 'a backend compiler rejected the generated code',
  KERNEL_TOO_MANY_PARAMS: "more parameters than a backend's calling convention allows",
  KERNEL_EXECUTION_FAILED: 'a kernel failed while running (not an index out of bounds)',
  KERNEL_INDEX_OUT_OF_BOUNDS: 'an array access out of bounds while a kernel ran',
  KERNEL_TIMEOUT: 'a launch ran longer than its timeoutMs and was stopped; its outputs are partially written',
  // Launches (LaunchArgumentError, ExecutionPlacementError).
  LAUNCH_BAD_RANGE: 'a launch range of the wrong rank or with a bad extent',
  LAUNCH_RANGE_TOO_LARGE: "a launch range beyond the device's limit",
  LAUNCH_RANGE_NOT_MULTIPLE: "a work-group kernel's range that is not a multiple of its workgroup size",
  LAUNCH_WORKGROUP_TOO_LARGE:
    'a work-group kernel whose group is larger than the device allows (caps.maxWorkgroupSize)',
  LAUNCH_SUBGROUP_SIZE_UNSUPPORTED:
    'a kernel using sub-groups of a size the device does not have (caps.subgroupSizes)',
  LAUNCH_SHARED_TOO_LARGE:
    'a work-group kernel whose g.shared arrays need more memory than the device gives a group',
  LAUNCH_BAD_ARGS: 'launch arguments that are not an object',
  LAUNCH_UNKNOWN_ARG: 'a launch argument the schema does not have',
  LAUNCH_MISSING_ARG: 'a schema parameter the launch does not pass',
  LAUNCH_BAD_ARG_TYPE: 'a launch argument of the wrong kind or dtype',
  LAUNCH_GENERIC_MISMATCH:
    'arrays of one launch of a generic kernel that bind one type variable (tt.float, tt.int) to different dtypes',
  LAUNCH_BAD_ARG_RANK:
    'an array argument whose rank is not the one its schema declares (tt.arrayOf(dtype, rank))',
  LAUNCH_SCALAR_OUT_OF_RANGE: 'an integer scalar argument outside its dtype',
  LAUNCH_MIXED_PLACEMENT: 'arrays of one launch on different devices or queues',
  LAUNCH_ALIASED_ARRAYS: 'one array passed for two array parameters, one of them written',
  // Arrays (ArrayError, ArrayDisposedError).
  VECTOR_BAD_ARGUMENT:
    'a host vector or matrix built with the wrong number of components, or a vector function given no vector',
  ARRAY_BAD_DATA:
    'array data of the wrong kind or length (a string or BigInt element for a number array, a non-array)',
  ARRAY_BAD_DTYPE: 'an unknown dtype, or one the data does not match',
  ARRAY_BAD_SHAPE: 'a shape that is not a list of non-negative integers matching the data',
  ARRAY_BAD_OPTIONS: 'array creation options that are not an object, or name an unknown option',
  ARRAY_BAD_PLACEMENT: 'an array asked for on a device or queue that cannot hold it',
  ARRAY_TOO_LARGE: 'an array larger than the device can allocate',
  ARRAY_DISPOSED: 'an array used after dispose()',
  WASM_MEMORY_LIMIT: "arrays of a wasm launch exceed wasm's 4 GiB memory",
  WASM_BINARYEN_NOT_FOUND:
    'binaryen (which builds wasm kernels) could not be imported: a browser page maps it in its import map',
  // Devices and backends.
  DEVICE_NOT_FOUND: 'no device matches a selector',
  DEVICE_NOT_PROBED: 'a selector needs a backend probed asynchronously (WebGPU) before await tt.init()',
  BACKEND_UNAVAILABLE: 'a backend asked for explicitly cannot run here',
  BACKEND_DUPLICATE_ID: 'registerBackend was given an id that is already registered',
  INSTALL_MOVED:
    "tutti's own files (a module loaded when first needed, koffi, binaryen) were moved or deleted while the process ran: restart it",
  CUDA_DRIVER_ERROR: 'a CUDA driver call failed (the CUresult is in the message)',
  WEBGPU_DEVICE_LOST: 'the WebGPU device was lost',
  WEBGPU_VALIDATION_ERROR: 'WebGPU rejected a command',
  WEBGPU_LOOP_LIMIT:
    'a loop was cut short by the software adapter (llvmpipe ends loops after 65535 iterations)',
  // Configuration (ConfigError).
  CONFIG_UNKNOWN_KEY: 'a setting that does not exist',
  CONFIG_BAD_VALUE: 'a setting with a value of the wrong type or range',
  CONFIG_BAD_FILE: 'a config file that cannot be read or is not a JSON object',
  // The command line (cli/).
  CLI_USAGE: 'a command line tutti does not understand',
  CLI_COMMAND_FAILED: 'a command that could not do what it was asked',
  // Events, queues, sub-devices, memory kinds and selectors (issue 12's runtime model).
  LAUNCH_BAD_TIMEOUT: 'a timeoutMs launch option that is not a non-negative number',
  LAUNCH_BAD_WAIT_FOR: 'a waitFor list that is not an array of events (or promises of events)',
  LAUNCH_BAD_OPTIONS: 'launch options that are not an object, or name an option launch() does not take',
  LAUNCH_BAD_OFFSET: 'a launch offset that is not one non-negative integer per range dimension',
  LAUNCH_NOT_DETERMINISTIC:
    'a float atomic that deterministic mode cannot order on a GPU device (not an add/sub statement, in a helper or a loop of unknown trip count, on an array also read or written), or such a launch captured or in a queue task',
  QUEUE_BAD_OPTIONS: 'createQueue() options that are not { profiling?: boolean, inOrder?: boolean }',
  TRACE_BAD_OPTIONS: 'tt.trace.start() options that are not { file?: string }',
  TRACE_WRITE_FAILED: 'a trace file (tt.trace.start({ file }) or TUTTI_TRACE) that could not be written',
  DEVICE_BAD_SELECTOR: 'a device selector string that is not backend:type:N or a comma list of them',
  SUBDEVICE_UNSUPPORTED: 'createSubDevices() on a device that cannot be partitioned (GPUs, js)',
  SUBDEVICE_BAD_PARTITION: 'a partition that is not a count or a list of positive thread counts',
  SUBDEVICE_TOO_MANY_THREADS: 'a partition of more threads than the device has',
  ARRAY_BAD_USM: "a usm option that is not 'device', 'shared' or 'host'",
  ARRAY_USM_NO_HOST_VIEW: "hostView() of an array allocated with usm: 'device'",
  ARRAY_FAILED_INPUT:
    'a launch, graph replay, task or array operation given a failed array (docs/memory.md#failed-arrays): nothing ran; the first failure is its cause',
  ARRAY_STRIDED_VIEW:
    "hostView(), subarray() or descriptorOf() of a strided view (tt.np's slices, transpose), whose elements are not one range of memory",
  // HAMR sub-ranges, ownership and transfer modes; DPEP aspects (issue 33).
  ARRAY_BAD_RANGE:
    'a sub-range (offset, length, begin/end, a new size) that is negative, not an integer or past the end',
  ARRAY_FREE_FAILED: "an array's onFree deleter threw (dispose() reports it)",
  ARRAY_ALREADY_OWNED: 'memory wrapped with owned: true (or an onFree) by an array that already owns it',
  ARRAY_BAD_SYNC: "a transfer mode that is not 'async', 'host' or 'full'",
  // The array exchange (src/interop/): DescriptorError.
  DESCRIPTOR_MALFORMED:
    'an array descriptor missing a field, with data of the wrong kind, or a shape its memory cannot hold',
  DESCRIPTOR_BAD_DTYPE: 'a descriptor of another dtype than asked, or of one tutti has no arrays of',
  DESCRIPTOR_BAD_DEVICE: 'a descriptor of memory on a device type tutti cannot wrap (webgl, rocm, …)',
  DESCRIPTOR_BAD_STRIDES: 'a descriptor with strides that are not row-major contiguous',
  DESCRIPTOR_RELEASED: 'a descriptor used after release() or after its producer freed the memory',
  DESCRIPTOR_BAD_OPTIONS: 'descriptor or exchange options that are not an object, or name an unknown option',
  DESCRIPTOR_NEEDS_COPY: 'copy: false asked of a descriptor tutti cannot wrap without a copy',
  DEVICE_UNKNOWN_ASPECT: 'device.has() of an aspect name tutti does not know',
  // Orders (src/orders/): OrderSyntaxError, OrderArgumentError, OrderBuildError, OrderError, OrderCrashError.
  ORDER_SYNTAX: 'the text of an order (accelpy format) is malformed',
  ORDER_NO_ARGNAMES: 'an order text without set_argnames(...)',
  ORDER_BAD_DEFINITION: 'tt.order was given something other than order text or { inputs, outputs, sections }',
  ORDER_BAD_NAME: 'an order argument name that is not an identifier, or used twice',
  ORDER_NO_OUTPUTS: 'an order without outputs',
  ORDER_NO_SECTIONS: 'an order without sections',
  ORDER_UNKNOWN_MODEL: 'a section header naming a programming model tutti does not know',
  ORDER_DUPLICATE_MODEL: 'two sections for the same programming model',
  ORDER_BAD_SECTION: 'a section body of the wrong kind (text for kernel, a function for native models)',
  ORDER_BAD_ARGUMENT: 'an order run whose arguments do not match the order (missing, extra, not an NDArray)',
  ORDER_BAD_OPTIONS:
    'tt.order or order.run() options that are not an object, name an unknown option, or one not supported yet',
  ORDER_BAD_RANGE: 'an order run range that is not n, [h, w] or [d, h, w] of non-negative integers',
  ORDER_UNSUPPORTED_DTYPE: 'an array dtype a section model cannot take',
  ORDER_SECTION_BUILD_FAILED: 'a section failed to compile (messages mapped to the section text)',
  ORDER_NO_RUNNABLE_SECTION: 'no section of an order can run here (each with its reason)',
  ORDER_SECTION_CRASHED:
    'a section run with isolate: true crashed its child process (a signal such as SIGSEGV or SIGABRT, or an exit)',
  ORDER_BAD_HEADER_OPTION:
    'a section header option tutti does not read (it reads enable, gridsize, blocksize, attrspec), or one used where it has no meaning',
  // Async programs (src/programs/): ProgramSpecError, ProgramDefinitionError, ProgramRunError.
  PROGRAM_BAD_SPEC:
    'tt.programSpec or tt.asyncFn was given a malformed specification (state, functions, hooks, an unknown key)',
  PROGRAM_BAD_FUNCTION:
    'an async function, makeWork, initialize or finalize that is not a kernel-language function of the right shape',
  PROGRAM_UNKNOWN_FUNCTION: 'prog.async.f / prog.sync.f names a function the spec does not have',
  PROGRAM_UNKNOWN_CALL: 'a prog.* call that is neither async.f, sync.f nor haltEarly',
  PROGRAM_BAD_CALL: 'a prog call used where it cannot be (as a value, in a helper)',
  PROGRAM_UNKNOWN_ARG: "an argument name that is not in the async function's schema",
  PROGRAM_ARG_COUNT: 'a prog.async/sync call with the wrong number of arguments',
  PROGRAM_ARG_TYPE: "a prog call argument whose type does not fit the async function's schema",
  PROGRAM_SYNC_RECURSION: 'async functions that call each other through prog.sync in a cycle',
  PROGRAM_UNBOUNDED_CALLS: 'an async call inside a loop without a declared maxCalls bound',
  PROGRAM_BAD_TUNING:
    'a tuning object with an unknown key, or an option (capacity, workers, cycles, maxPasses) that is not a positive integer',
  PROGRAM_BAD_OPTIONS: 'program.run() options that are not an object, or name an option run() does not take',
  PROGRAM_MAX_PASSES: 'a program run reached its maxPasses limit (makeWork never returned false?)',
  PROGRAM_BOUND_EXCEEDED: 'an async function made more calls than its declared maxCalls bound',
  PROGRAM_NO_PROGRESS:
    'a program cannot terminate: makeWork keeps returning true but schedules no call and changes no state',
  // Array operations (src/ops/): ArrayOpError.
  OP_BAD_ARGUMENT: 'an array operation was given something other than an NDArray, or bad options',
  OP_BAD_DTYPE: 'an array operation on a dtype it does not take (or f64 on a device without it)',
  OP_AXIS_OUT_OF_RANGE: "an axis outside the array's dimensions",
  OP_BAD_COMBINER: 'a reduce/scan combiner that is not a kernel-language function of two values',
  OP_SHAPE_MISMATCH:
    'shapes that do not fit: matmul operands not [m, k, n], tt.np operands that do not broadcast, a reshape to another size',
  OP_PLACEMENT_MISMATCH: 'operands of one operation on different devices or queues',
  OP_EMPTY_ARRAY: 'argmin/argmax of an empty array (no index to return)',
  OP_BAD_INDEX: 'a tt.np index or slice that is not integers, has a zero step or more entries than axes',
  OP_INDEX_OUT_OF_RANGE: 'a tt.np index, or a slice bound, past the end of its axis',
  JIT_VALUE_BRANCH:
    'a function traced by tt.jit reads an array value (item(), read(), if/compare): use np.where',
  JIT_BAD_RESULT: 'a function traced by tt.jit returns something other than an NDArray or a list of them',
  JIT_UNSUPPORTED: 'a function traced by tt.jit calls an operation tt.jit cannot trace',
  // Autodiff (src/autodiff/): AutodiffError.
  AUTODIFF_OVERWRITE:
    'a value the gradient needs is overwritten: an array read and written by one kernel, or read by a recorded launch and written later',
  AUTODIFF_NOT_DIFFERENTIABLE:
    'a kernel calls something with no derivative (an atomic operation, console.log)',
  AUTODIFF_INTEGER_PATH: 'a float value that depends on a differentiable input through an integer conversion',
  AUTODIFF_UNSUPPORTED:
    'a kernel construct the adjoint generator does not handle yet (a loop left by break, continue or return; work-groups; shaped or private arrays)',
  AUTODIFF_BAD_ARGUMENT:
    'tape.backward / tt.grad given something other than a recorded float array, a seed of the wrong shape, or a function not returning one element',
  // Many processes (src/mpi/): MpiError.
  MPI_LIBRARY_NOT_FOUND: 'no MPI library could be loaded (TUTTI_MPI_LIB, the usual names)',
  MPI_BAD_SETTING: 'an MPI environment setting (such as a timeout) with a bad value',
  MPI_NOT_INITIALIZED: 'an MPI call before mpi.init()',
  MPI_FINALIZED: 'an MPI call after mpi.finalize()',
  MPI_PENDING_AT_FINALIZE: 'mpi.finalize() while messages were still in flight',
  MPI_BAD_ARGUMENT: 'an MPI call given something other than an NDArray or a bad option',
  MPI_BAD_RANK: 'a rank outside the communicator',
  MPI_BAD_TAG: 'a tag outside 0..MPI_TAG_UB',
  MPI_BAD_OP: 'a reduction operation other than sum, prod, min or max',
  MPI_UNSUPPORTED_OP:
    'a reduction MPI cannot do with tutti semantics for that dtype (u8c sums clamp in tutti)',
  MPI_UNSUPPORTED_DTYPE: 'an array dtype MPI has no datatype for',
  MPI_COUNT_TOO_LARGE: 'a message of more elements than an MPI count holds',
  MPI_SIZE_MISMATCH: 'send and receive arrays whose sizes do not fit the operation',
  MPI_NO_HOST_DEVICE: 'no CPU device to stage a device array through host memory',
  MPI_STAGING_FAILED: 'moving a device array to or from host memory for a message failed',
  MPI_CALL_FAILED: 'an MPI call returned an error (its MPI error string in the message)',
  MPI_COMM_BROKEN: 'a communicator is unusable after a failure (a rank died)',
  MPI_TIMEOUT: 'an MPI operation did not complete within its timeoutMs',
  // Graph capture (tt.capture, graph.replay(): CaptureError; docs/kernel-language.md "Graph capture").
  CAPTURE_NOT_A_FUNCTION: 'tt.capture() given something other than a function',
  CAPTURE_NESTED: 'tt.capture() or graph.replay() called while a capture is recording',
  CAPTURE_HOST_READ: 'a host read (read(), item(), a tt.np result read back) while a capture is recording',
  CAPTURE_UNSUPPORTED_WORK:
    'work a capture cannot record: queue.task work (tt.matmul, tt.np reductions), a launch with console.log or timeoutMs',
  CAPTURE_MIXED_DEVICES: 'a captured launch on another device or queue than the first captured launch',
  CAPTURE_EMPTY: 'a capture that recorded no launch',
  CAPTURE_ARRAY_DISPOSED: 'graph.replay() after one of the arrays its launches use was disposed',
  CAPTURE_UNKNOWN_SCALAR:
    'replay({ scalars }) naming a parameter that is not a scalar of any captured kernel',
  CAPTURE_BAD_SCALAR: 'replay({ scalars }) with a value of the wrong type or outside its dtype',
  CAPTURE_BAD_OPTIONS: 'replay() options that are not an object or name an option replay() does not take',
  // tutti's own failures (InternalError).
  PIPELINE_BAD_PASS:
    'tt.pipeline.add / remove / logPoint given a malformed pass: no name, a taken name, an unknown position, both after and before',
  PIPELINE_PASS_FAILED: 'a user pass threw while compiling a kernel (the pass is named; the cause attached)',
  PIPELINE_PASS_BROKE_IR:
    'a user pass returned IR the verifier refuses (the pass and the problems are named)',
  TUTTI_BUG: 'an internal error: a bug in tutti, not in the calling code; please report it',
} as const;

/** Every code an error from tutti can carry. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Whether `s` is a code from the catalog. */
export function isErrorCode(s: string): s is ErrorCode {
  return Object.hasOwn(ERROR_CODES, s);
}
