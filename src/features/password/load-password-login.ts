/** The password-login flow in its own chunk, loaded on first submit or prefetched after open. */
let flow: Promise<typeof import('./password-login.ts')> | undefined;

export function loadPasswordLoginFlow(): Promise<typeof import('./password-login.ts')> {
  flow ??= import('./password-login.ts').catch((error: unknown) => {
    // Offline while the chunk loads: forget the failure so the next submit loads it again.
    flow = undefined;
    throw error;
  });
  return flow;
}
