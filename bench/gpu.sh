#!/usr/bin/env bash
# tutti's CUDA checks, for anyone with an NVIDIA GPU. Records: which conformance cases pass on cuda,
# saxpy bandwidth as a fraction of a device-to-device copy (same run), launch overhead (µs), and
# Black-Scholes on cuda vs native.
#
# A) A machine with the GPU, Node and the project's packages (and nvcc or libnvrtc):
#      npm ci && npm run build && bash bench/gpu.sh
# B) The project's packing flow (the GPU machine has the driver and nothing else):
#      on the build machine (has nvcc):  npm run build && bash bench/gpu.sh --pack [sm_90]
#        (runs ../shared/gpu/pack.sh, then prebuilds every kernel for sm_90 into .gpu/cuda-cache)
#      on the GPU machine, carrying [".gpu", "dist"]:  source .gpu/prelude.sh && bash bench/gpu.sh
# Results: printed, and written as JSON to $OUT/cuda-bench.json (or bench/results/cuda-bench.json).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--pack" ]; then
  arch="${2:-sm_90}"
  [ -f dist/bench/cuda-bench.js ] || { echo "run 'npm run build' first" >&2; exit 2; }
  bash ../shared/gpu/pack.sh || exit 1
  rm -rf .gpu/cuda-cache && mkdir -p .gpu/cuda-cache
  TUTTI_CACHE_DIR=.gpu/cuda-cache node dist/bench/cuda-bench.js --prebuild "$arch" .gpu/cuda-cache/prebuilt.json || exit 1
  du -sh .gpu/cuda-cache
  echo "now run on the GPU machine: source .gpu/prelude.sh && bash bench/gpu.sh   (carry .gpu and dist)"
  exit 0
fi

[ -f dist/bench/cuda-bench.js ] || { echo "run 'npm run build' first (dist/bench/cuda-bench.js is missing)" >&2; exit 2; }
nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total --format=csv,noheader 2>/dev/null || true

# No CUDA compiler here but prebuilt kernels carried along: use them.
if [ -f .gpu/cuda-cache/prebuilt.json ] && ! command -v nvcc >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/nvcc ]; then
  export TUTTI_CACHE_DIR="$PWD/.gpu/cuda-cache" TUTTI_CUDA_PREBUILT="$PWD/.gpu/cuda-cache/prebuilt.json"
  echo "using kernels prebuilt by: $(cat "$TUTTI_CUDA_PREBUILT")"
fi

status=0
# 1. The vitest suites where vitest is installed: conformance on every device (cuda among them) and
#    the cuda backend's own tests, which run instead of skipping when a GPU is usable.
if [ -x node_modules/.bin/vitest ]; then
  node_modules/.bin/vitest run test/conformance test/backends/cuda test/runtime/capture.test.ts || status=1
else
  echo "vitest is not installed here (packed flow): the conformance cases run inside cuda-bench instead"
fi

# 2. Conformance on cuda without vitest, then the benchmarks.
results="${OUT:-bench/results}"
mkdir -p "$results"
TUTTI_BENCH_JSON="$results/cuda-bench.json" node dist/bench/cuda-bench.js "$@" || status=1
echo "results: $results/cuda-bench.json"
exit $status
