// Placeholder until the sandbox lands: answers nothing.
export function createSandbox() {
  return { matches: () => false, handle: async () => {} };
}
