/** Reads TUTTI_* environment variables where a process environment exists (Node), else nothing. */
export function readEnv(name: string): string | undefined {
  const p = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return p?.env?.[name];
}

export function envFlag(name: string): boolean {
  const v = readEnv(name);
  return v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';
}
