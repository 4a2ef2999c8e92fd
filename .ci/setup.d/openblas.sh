#!/usr/bin/env bash
# OpenBLAS for tt.matmul on the native device (cblas_sgemm / cblas_dgemm, loaded through koffi).
# Without it tt.matmul falls back to a tiled C kernel. Idempotent: installs only what is missing.
set -euo pipefail
packages=(libopenblas0-pthread)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "openblas: system packages present (${packages[*]})"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "openblas: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
