/**
 * The public API, loaded only by commands that need devices, with every backend probed (WebGPU
 * included, so commands select any device); `tutti config` and `tutti cache` stay fast without it.
 */
import { ownModule } from '../config/own-module.js';

type Api = typeof import('../index.js');

let api: Promise<Api> | undefined;

export function loadApi(): Promise<Api> {
  api ??= ownModule(() => import('../index.js')).then(async (tt) => {
    await tt.init();
    return tt;
  });
  return api;
}

/** Releases backend resources if the API was loaded, so the process can exit. */
export async function releaseApi(): Promise<void> {
  // A load that failed (e.g. a bad setting) was already reported by the command.
  const loaded = await api?.catch(() => undefined);
  await loaded?.shutdown();
}
