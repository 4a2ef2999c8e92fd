#!/bin/bash
# A TUTTI_CC wrapper for one measurement (issue 35): before handing a kernel to gcc it rewrites the
# divergent toy's AsyncProgram worker (the kernel named divergent_workers) so that each batch of
# `move` calls runs two-phase (two-phase-worker.py); every other kernel compiles unchanged. Use a
# cache directory of its own so the rewritten library never lands in the shared cache:
#   TUTTI_CC=bench/experiments/two-phase-cc.sh TUTTI_CACHE_DIR=/tmp/two-phase-cache \
#     node dist/bench/divergent.js --devices native
here=$(dirname "$0")
for a in "$@"; do
  case "$a" in
    *kernel.c) if grep -q divergent_workers "$a"; then python3 "$here/two-phase-worker.py" "$a"; fi ;;
  esac
done
exec gcc "$@"
