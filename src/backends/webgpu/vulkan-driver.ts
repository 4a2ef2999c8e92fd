/**
 * A Vulkan driver for Dawn in Node, found only when a Vulkan instance is asked for (never when
 * tutti is imported or a CPU device is used). A system driver (an ICD file under
 * /usr/share/vulkan/icd.d …) or the user's VK_ICD_FILENAMES / VK_DRIVER_FILES wins; otherwise
 * the SwiftShader driver that Chromium ships (Debian's chromium-common:
 * /usr/lib/chromium/vk_swiftshader_icd.json) is selected through VK_ICD_FILENAMES and
 * VK_DRIVER_FILES. Dawn accepts SwiftShader (Mesa's lavapipe 22.x it refuses). Dawn opens the
 * Vulkan loader with dlopen("libvulkan.so.1"): where the system has none (Debian's libvulkan1),
 * Chromium's own copy is loaded first by its path, so Dawn's dlopen finds it by its soname.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { debugLog } from '../../config/debug.js';
import { loadKoffiSync } from '../shared/koffi-sync.js';

const ICD_DIRS = ['/usr/share/vulkan/icd.d', '/etc/vulkan/icd.d', '/usr/local/share/vulkan/icd.d'];

/** Where Chromium packages put SwiftShader's Vulkan ICD (Debian/Ubuntu, Fedora, Arch). */
const SWIFTSHADER_ICDS = [
  '/usr/lib/chromium/vk_swiftshader_icd.json',
  '/usr/lib64/chromium-browser/vk_swiftshader_icd.json',
  '/usr/lib/chromium-browser/vk_swiftshader_icd.json',
  '/opt/google/chrome/vk_swiftshader_icd.json',
];

const LOADER_DIRS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib'];

/** Whether a system Vulkan driver is installed (Linux: an ICD file; elsewhere: assumed). */
export function vulkanInstalled(): boolean {
  if (process.platform !== 'linux') return true;
  return ICD_DIRS.some((d) => {
    try {
      return readdirSync(d).some((f) => f.endsWith('.json'));
    } catch {
      return false;
    }
  });
}

/** SwiftShader's ICD file shipped with Chromium, if any. */
export function swiftShaderIcd(): string | undefined {
  return process.platform === 'linux' ? SWIFTSHADER_ICDS.find((f) => existsSync(f)) : undefined;
}

function systemLoader(): boolean {
  return LOADER_DIRS.some((d) => existsSync(join(d, 'libvulkan.so.1')));
}

export interface VulkanDriver {
  /** Whether Dawn's Vulkan backend can be tried. */
  readonly usable: boolean;
  /** What was chosen, or why nothing can be (for device details and skips). */
  readonly note: string;
}

let chosen: VulkanDriver | undefined;
/** Chromium's loader, once loaded: held for the process's life (a collected handle is unloaded). */
let heldLoader: unknown;

/**
 * Makes a Vulkan driver reachable for Dawn (once per process): the system's, the user's
 * VK_ICD_FILENAMES, or Chromium's SwiftShader with Chromium's loader if the system has none.
 */
export function prepareVulkan(): VulkanDriver {
  chosen ??= findDriver();
  debugLog('webgpu', `vulkan: ${chosen.note}`);
  return chosen;
}

function findDriver(): VulkanDriver {
  if (process.platform !== 'linux') return { usable: true, note: 'the system Vulkan driver' };
  const user = process.env.VK_ICD_FILENAMES || process.env.VK_DRIVER_FILES;
  const icd = user ? undefined : vulkanInstalled() ? undefined : swiftShaderIcd();
  if (!user && !icd && !vulkanInstalled()) {
    return {
      usable: false,
      note: 'no Vulkan driver (no ICD in /usr/share/vulkan/icd.d, no VK_ICD_FILENAMES, no Chromium SwiftShader: apt-get install chromium)',
    };
  }
  if (icd) {
    process.env.VK_ICD_FILENAMES = icd;
    process.env.VK_DRIVER_FILES = icd;
  }
  const driver = user ? `VK_ICD_FILENAMES=${user}` : (icd ?? 'the system Vulkan driver');
  if (systemLoader()) return { usable: true, note: driver };
  const bundled = icd ? join(dirname(icd), 'libvulkan.so.1') : undefined;
  if (!bundled || !existsSync(bundled)) {
    return {
      usable: false,
      note: `${driver}, but no Vulkan loader (libvulkan.so.1: apt-get install libvulkan1)`,
    };
  }
  try {
    heldLoader = loadKoffiSync().load(bundled);
  } catch (e) {
    return { usable: false, note: `cannot load ${bundled}: ${e instanceof Error ? e.message : String(e)}` };
  }
  debugLog('webgpu', `vulkan: loaded ${bundled} (${typeof heldLoader})`);
  return { usable: true, note: `${driver} (loader ${bundled})` };
}
