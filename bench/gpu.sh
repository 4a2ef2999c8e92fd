#!/usr/bin/env bash
# Everything a machine with an NVIDIA GPU should check, in one run of under 10 minutes, ending in
# ONE summary table (and $OUT/gpu-summary.json). Each step runs in its own process with its own
# timeout, so a crash or a hang costs that step only; a step that cannot run here is a skip with
# its reason; the whole run keeps within a budget (GPU_SH_BUDGET seconds, default 540).
#
#   step                 what
#   cuda-conformance     every conformance case on cuda against js (dist/bench/cuda-bench.js, no vitest)
#   webgpu-vulkan        the conformance suite through vitest on webgpu over Dawn's Vulkan (the real
#                        adapter) — and on every other device of the machine, cuda included
#   cuda-bandwidth       saxpy bandwidth as a fraction of a device-to-device copy (CUDA events)
#   cuda-launch          launch overhead (enqueue, GPU, tutti round trip) and the cost of timeoutMs
#   cuda-blackscholes    Black-Scholes, 2^22 options, cuda vs native
#   cuda-matmul          tt.matmul (cuBLAS where found) vs tutti's tiled kernel, 2048^3 f32
#   launch-overhead      bench/launch-overhead.mjs on webgpu, cuda and native
#   graph-replay         dist/bench/capture.js --quick (captured launches replayed vs launched)
#   programs             test/programs through vitest (EventProgram / AsyncProgram on webgpu and cuda)
#   cuda-tests           test/backends/cuda and test/runtime/capture.test.ts through vitest
#   suite                the whole vitest suite (but snapshots, browsers, JS peers) on every device
#
# Usage:
#   bash bench/gpu.sh [--only=step,step] [--dry-run]   on the GPU machine (dist built; or packed, below)
#   bash bench/gpu.sh --self-test                      no GPU needed: three synthetic steps (ok, crash,
#                                                      timeout) and every real step as a dry run
#                                                      (GPU_SH_GPU="any name" pretends a GPU in dry runs;
#                                                      GPU_SH_REQUIRE_GPU=0 runs the steps anyway: webgpu on
#                                                      whatever adapter there is, cuda steps then fail)
#   bash bench/gpu.sh --pack [sm_90]                   on the build machine: ../shared/gpu/pack.sh, then
#                                                      dist and vitest packed into .gpu/, CUDA kernels
#                                                      prebuilt for sm_90 (for a GPU machine without nvcc)
# On the GPU machine of the packed flow, carrying [".gpu"]:  source .gpu/prelude.sh && bash bench/gpu.sh
# Results: $OUT (or bench/results/gpu) holds each step's log and JSON and gpu-summary.json.
# Exit status: 0 when no step failed (skips are not failures), 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."

dry=0
selftest=0
only=""
for a in "$@"; do
  case $a in
    --dry-run) dry=1 ;;
    --self-test) selftest=1 dry=1 ;;
    --only=*) only=",${a#--only=}," ;;
    --pack | sm_*) ;;
    *) echo "unknown option '$a' (see the head of bench/gpu.sh)" >&2; exit 2 ;;
  esac
done

if [ "${1:-}" = "--pack" ]; then
  arch="${2:-sm_90}"
  [ -f dist/bench/cuda-bench.js ] || { echo "run 'npm run build' first" >&2; exit 2; }
  # the project's pack script sits in shared/ beside the checkout (or beside the worktrees' folder)
  pack=${GPU_PACK_SH:-}
  for p in ../shared/gpu/pack.sh ../../shared/gpu/pack.sh; do [ -n "$pack" ] || [ ! -f "$p" ] || pack=$p; done
  [ -n "$pack" ] || { echo "../shared/gpu/pack.sh not found: set GPU_PACK_SH to it" >&2; exit 2; }
  bash "$pack" || exit 1
  # pack.sh leaves out vitest and vite (and the dist): the webgpu, programs and cuda test steps need them
  tar -cJf .gpu/dist.tar.xz dist || exit 1
  tar -cJhf .gpu/vitest.tar.xz node_modules/vitest node_modules/@vitest node_modules/vite || exit 1
  # What travels (tracked files + .gpu) must stay under 64 MiB: leave out the packages only the build
  # machine uses (peers for benchmarks, linters, type checkers) and pack the prebuilt kernels, which
  # compress ~25× (on the 2026-11-28 H200 run the tree plus pack.sh's own archive was over the limit)
  tar -C . -cJf .gpu/node_modules.tar.xz \
    --exclude='node_modules/binaryen/bin' --exclude='node_modules/typescript' --exclude='node_modules/@typescript' \
    --exclude='node_modules/webgpu/dist/darwin-*' --exclude='node_modules/webgpu/dist/win32-*' \
    --exclude='node_modules/webgpu/dist/linux-arm64' --exclude='node_modules/vitest' --exclude='node_modules/@vitest' \
    --exclude='node_modules/vite' --exclude='node_modules/esbuild' --exclude='node_modules/@esbuild' \
    --exclude='node_modules/@rollup' --exclude='node_modules/rollup' --exclude='node_modules/@biomejs' \
    --exclude='node_modules/playwright-core' --exclude='node_modules/@tensorflow' --exclude='node_modules/gpu.js' \
    --exclude='node_modules/knip' --exclude='node_modules/@jax-js' --exclude='node_modules/@types' \
    --exclude='node_modules/zod' --exclude='node_modules/oxc-parser' --exclude='node_modules/@oxc-parser' \
    --exclude='node_modules/oxc-resolver' --exclude='node_modules/@oxc-resolver' node_modules || exit 1
  rm -rf .gpu/cuda-cache .gpu/cuda-cache.tar.xz && mkdir -p .gpu/cuda-cache
  TUTTI_CACHE_DIR=.gpu/cuda-cache node dist/bench/cuda-bench.js --prebuild "$arch" .gpu/cuda-cache/prebuilt.json || exit 1
  tar -C .gpu -cJf .gpu/cuda-cache.tar.xz cuda-cache && rm -rf .gpu/cuda-cache
  du -sh .gpu .gpu/* | sort -h | tail -6
  tree=$(git ls-files -z | xargs -0 du -cb 2>/dev/null | tail -1 | cut -f1)
  total=$(((tree + $(du -sb .gpu | cut -f1)) / 1048576))
  echo "tracked files + .gpu: ${total} MiB (a device call carries at most 64 MiB)"
  [ "$total" -lt 60 ] || echo "warning: over ~60 MiB; the device tool may refuse the tree (the 2026-11-28 run left test/snapshots/__snapshots__ out of the index for its calls)" >&2
  echo 'now run on the GPU machine, carrying [".gpu"]: source .gpu/prelude.sh && bash bench/gpu.sh'
  exit 0
fi

out="${OUT:-bench/results/gpu}"
mkdir -p "$out"
out=$(cd "$out" && pwd)
budget=${GPU_SH_BUDGET:-540}
start=$(date +%s)
tsv="$out/gpu-steps.tsv"
: >"$tsv"

# The packed flow: dist and vitest come as archives in .gpu (prelude.sh unpacks node_modules).
[ -d dist ] || [ ! -f .gpu/dist.tar.xz ] || tar -xJf .gpu/dist.tar.xz
[ -d node_modules/vitest ] || [ ! -f .gpu/vitest.tar.xz ] || tar -xJf .gpu/vitest.tar.xz
[ -d .gpu/cuda-cache ] || [ ! -f .gpu/cuda-cache.tar.xz ] || tar -C .gpu -xJf .gpu/cuda-cache.tar.xz
# No CUDA compiler here but prebuilt kernels carried along: use them.
if [ -f .gpu/cuda-cache/prebuilt.json ] && ! command -v nvcc >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/nvcc ]; then
  export TUTTI_CACHE_DIR="$PWD/.gpu/cuda-cache" TUTTI_CUDA_PREBUILT="$PWD/.gpu/cuda-cache/prebuilt.json"
fi

gpu=$(nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -1)
# a dry run may pretend a GPU (GPU_SH_GPU="name"), to show the commands a GPU machine would run
[ "$dry" = 0 ] || gpu=${GPU_SH_GPU:-$gpu}
header="bench/gpu.sh on $(hostname) $(date -u +%FT%TZ): ${gpu:-no NVIDIA GPU}; node $(node --version 2>/dev/null); load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "$header"

# Why a step cannot run here ('' when it can): each requirement in $1 (comma-separated).
missing() {
  local r
  for r in ${1//,/ }; do
    case $r in
      gpu) [ -n "$gpu" ] || [ "${GPU_SH_REQUIRE_GPU:-1}" = 0 ] || { echo "no NVIDIA GPU (nvidia-smi finds none)"; return; } ;;
      dist) [ -f dist/bench/cuda-bench.js ] || { echo "dist/ is not built (npm run build, or pack it)"; return; } ;;
      vitest) [ -x node_modules/.bin/vitest ] || [ -f node_modules/vitest/vitest.mjs ] || {
        echo "vitest is not installed (bench/gpu.sh --pack carries it)"
        return
      } ;;
    esac
  done
}

# step NAME TIMEOUT NEEDS JSON COMMAND: runs COMMAND (bash -c) in its own process group with its own
# timeout, its output to $out/NAME.log; JSON is the file the step writes ('' for none).
step() {
  local name=$1 limit=$2 needs=$3 json=$4 cmd=$5
  local status figure rc="" t0 secs left why
  [ -z "$only" ] || [[ $only == *",$name,"* ]] || return 0
  t0=$(date +%s)
  left=$((budget - (t0 - start)))
  why=$(missing "$needs")
  if [ -n "$why" ]; then
    status="skip" figure="$why"
  elif [ "$dry" = 1 ]; then
    status="skip" figure="dry run: would run: ${cmd:0:70}"
  elif [ "$left" -lt 15 ]; then
    status="skip" figure="out of the ${budget} s budget"
  else
    [ "$limit" -le "$left" ] || limit=$left
    echo "[$((t0 - start))s] $name (timeout ${limit}s)"
    [ -z "$json" ] || rm -f "$json"
    timeout -k 10 "$limit" bash -c "$cmd" >"$out/$name.log" 2>&1
    rc=$?
    echo "rc=$rc" >>"$out/$name.log"
    if [ "$rc" = 0 ]; then status="ok"
    elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then status="timeout"
    elif [ "$rc" -gt 128 ]; then status="crash"
    else status="FAIL"
    fi
    figure=$(node bench/gpu-summary.mjs figure "$name" "$json" "$out/$name.log" 2>&1 | head -1)
    [ "$status" != timeout ] || figure="after ${limit}s: ${figure}"
    [ "$status" != crash ] || figure="signal $((rc - 128)): ${figure}"
  fi
  secs=$(($(date +%s) - t0))
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$status" "$secs" "$rc" "${figure//$'\t'/ }" "$out/$name.log" >>"$tsv"
}

vitest="node node_modules/vitest/vitest.mjs run --reporter=default --reporter=json"
cache="TUTTI_CACHE_DIR=\${TUTTI_CACHE_DIR:-/tmp/tutti-gpu-cache}"
# cuda-bench.js for some of its parts, its JSON to $out/cuda-bench-<name>.json
bench() { echo "$cache TUTTI_BENCH_JSON=$out/cuda-bench-$1.json node dist/bench/cuda-bench.js --only=$2"; }

if [ "$selftest" = 1 ]; then
  dry=0
  step selftest-ok 5 "" "" 'echo fine'
  step selftest-crash 5 "" "" 'echo about to crash; kill -SEGV $$'
  step selftest-timeout 1 "" "" 'echo waiting; sleep 30'
  dry=1
fi
step cuda-conformance 120 gpu,dist "$out/cuda-bench-conformance.json" "$(bench conformance conformance)"
step webgpu-vulkan 180 gpu,dist,vitest "$out/webgpu-vulkan.vitest.json" \
  "$cache TUTTI_WEBGPU_BACKEND=vulkan $vitest --outputFile.json=$out/webgpu-vulkan.vitest.json test/conformance"
step cuda-bandwidth 60 gpu,dist "$out/cuda-bench-bandwidth.json" "$(bench bandwidth bandwidth)"
step cuda-launch 60 gpu,dist "$out/cuda-bench-launch.json" "$(bench launch launch,timeout)"
step cuda-blackscholes 60 gpu,dist "$out/cuda-bench-blackscholes.json" "$(bench blackscholes blackScholes)"
step cuda-matmul 60 gpu,dist "$out/cuda-bench-matmul.json" "$(bench matmul matmul)"
step launch-overhead 60 gpu,dist "$out/launch-overhead.json" \
  "$cache TUTTI_WEBGPU_BACKEND=vulkan node bench/launch-overhead.mjs --devices=webgpu,cuda,native --rounds=2 --json=$out/launch-overhead.json"
step graph-replay 60 gpu,dist "$out/capture.json" \
  "cd $out && $cache TUTTI_WEBGPU_BACKEND=vulkan node $PWD/dist/bench/capture.js --quick && cp bench/results/capture.json capture.json"
step programs 120 gpu,dist,vitest "$out/programs.vitest.json" \
  "$cache TUTTI_WEBGPU_BACKEND=vulkan $vitest --outputFile.json=$out/programs.vitest.json test/programs"
step cuda-tests 120 gpu,dist,vitest "$out/cuda-tests.vitest.json" \
  "$cache $vitest --outputFile.json=$out/cuda-tests.vitest.json test/backends/cuda test/runtime/capture.test.ts"
# The whole suite with every device of the machine (150 s on the H200's 16 cores): on 2026-11-28 it
# found a wrong answer on cuda that the conformance cases missed (the fuzzer's int class). Left out:
# generated-code snapshots (not carried), browsers and JS peers (not packed). Failures that only
# reflect this machine (a GPU as the default device for orders, tools the pack leaves out) are read
# from its log, not waved through.
step suite 300 gpu,dist,vitest "$out/suite.vitest.json" \
  "$cache $vitest --outputFile.json=$out/suite.vitest.json --exclude 'test/snapshots/**' --exclude 'test/browser/**' --exclude 'test/interop/**'"

node bench/gpu-summary.mjs report "$tsv" "$out/gpu-summary.json" "$header"
awk -F'\t' '$2 ~ /^(FAIL|crash|timeout)$/ { bad = 1 } END { exit bad }' "$tsv"
