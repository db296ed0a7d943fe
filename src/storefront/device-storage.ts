/**
 * What the widget remembers on this device in local storage (the Login tab, the passkey offer,
 * the channel used last). Storage can throw (privacy modes, sandboxed frames, a full quota):
 * then nothing is remembered and nothing breaks.
 */
export function readStored(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered this time.
  }
}
