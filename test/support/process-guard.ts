/**
 * The guard of files that share a test process (test/support/isolation.ts): the process-wide state
 * a later file would see is recorded before the file's tests and compared after them; a file that
 * changed it fails, naming what changed — so it is never a later file that fails, or passes, by
 * the order vitest happened to give the files.
 */
import { afterAll, beforeAll } from 'vitest';
import { devices, explainSettings } from '../../src/index.js';

const EVENTS = [
  'exit',
  'beforeExit',
  'unhandledRejection',
  'uncaughtException',
  'warning',
  'SIGINT',
  'SIGTERM',
];

function processState(): Record<string, string> {
  const settings = Object.entries(explainSettings()).map(
    ([k, s]) => `${k}=${JSON.stringify(s.value)} (${s.source})`,
  );
  return {
    devices: devices()
      .map((d) => (d.available ? d.id : `${d.id} (unavailable: ${d.reason ?? '?'})`))
      .join(', '),
    settings: settings.join(', '),
    environment: Object.entries(process.env)
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('\n'),
    'process listeners': EVENTS.map((e) => `${e}: ${process.listenerCount(e)}`).join(', '),
    'working directory': process.cwd(),
  };
}

function differences(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).flatMap((k) => {
    if (before[k] === after[k]) return [];
    const was = (before[k] ?? '').split(/\n|, /);
    const now = (after[k] ?? '').split(/\n|, /);
    const gone = was.filter((x) => !now.includes(x));
    const added = now.filter((x) => !was.includes(x));
    return [`${k}: ${[...gone.map((x) => `- ${x}`), ...added.map((x) => `+ ${x}`)].join('; ')}`];
  });
}

export function guardSharedProcess(): void {
  let before: Record<string, string> = {};
  beforeAll(() => {
    before = processState();
  });
  afterAll(() => {
    const changed = differences(before, processState());
    if (changed.length)
      throw new Error(
        `this test file shares its process with other files and changed process-wide state they would see:\n  ${changed.join('\n  ')}\n` +
          'undo it in afterAll, or give the file its own process (test/support/isolation.ts)',
      );
  });
}
