#!/usr/bin/env bash
# WebGPU without a GPU: Mesa llvmpipe through Dawn's OpenGL ES backend (EGL, surfaceless), plus
# Debian's chromium for the browser example test. Idempotent: installs only what is missing.
set -euo pipefail
packages=(libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "webgpu: system packages present (${packages[*]})"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "webgpu: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
