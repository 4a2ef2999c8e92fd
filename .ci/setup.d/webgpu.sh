#!/usr/bin/env bash
# WebGPU without a GPU: Mesa llvmpipe through Dawn's OpenGL ES backend (EGL, surfaceless), and
# SwiftShader through Dawn's Vulkan backend: Debian's chromium (for the browser tests) ships
# SwiftShader's Vulkan ICD (/usr/lib/chromium/vk_swiftshader_icd.json), which tutti selects for
# webgpuBackend 'vulkan'; libvulkan1 is the Vulkan loader Dawn opens. Mesa's lavapipe (22.x) is
# refused by Dawn, so mesa-vulkan-drivers is not installed. Idempotent: installs only what is missing.
set -euo pipefail
packages=(libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri chromium libvulkan1)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "webgpu: system packages present (${packages[*]})"
else
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "webgpu: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
icd=$(dpkg -L chromium-common 2>/dev/null | grep 'vk_swiftshader_icd.json$' || true)
if [ -n "$icd" ]; then
  echo "webgpu: SwiftShader Vulkan driver at $icd (Dawn's Vulkan adapter in the tests)"
else
  echo "webgpu: chromium ships no SwiftShader Vulkan driver here: the Vulkan adapter tests are skipped"
fi
