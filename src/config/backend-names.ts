/** The `backends` setting may name only backends tutti has: a typo such as 'natve' is refused. */
import { ConfigError } from '../errors/errors.js';
import { setting } from './settings.js';

/**
 * Throws ConfigError (CONFIG_BAD_VALUE) when the `backends` setting names an id not in `known`,
 * naming the setting's origin and the known ids. The config layer does not know the backends, so
 * the caller passes their ids (the device table's, or the registry's in `tutti config`).
 */
export function checkBackendNames(known: readonly string[]): void {
  const s = setting('backends');
  const list = s.value.trim();
  if (list === 'all') return;
  for (const id of list.split(',').map((x) => x.trim())) {
    if (id !== '' && !known.includes(id)) {
      throw new ConfigError(
        'CONFIG_BAD_VALUE',
        `setting 'backends' from ${s.origin} names '${id}', which is no backend; known backends: ${known.join(', ')} (or 'all')`,
      );
    }
  }
}
