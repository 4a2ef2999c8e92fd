#!/usr/bin/env bash
# Orders (src/orders/): C, C++, OpenMP, OpenACC (gcc's host fallback) and Fortran sections are
# compiled by gcc, g++ and gfortran; python3 runs the Python module of `tutti compile --emit-lib`
# (test/cli/emit-lib.test.ts). Idempotent: installs only what is missing.
set -euo pipefail
packages=(gcc g++ gfortran python3)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "orders: system packages present (${packages[*]})"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "orders: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
