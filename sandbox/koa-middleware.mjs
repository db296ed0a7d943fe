// Mounts the sandbox API inside web-test-runner's dev server (Koa), so the api-layer tests
// talk to the real server contract on the test page's own origin.
import { createSandbox } from './sandbox.mjs';

export function sandboxMiddleware(options = {}) {
  const sandbox = createSandbox(options);
  return async (ctx, next) => {
    if (!sandbox.matches(ctx.path)) return next();
    ctx.respond = false;
    await sandbox.handle(ctx.req, ctx.res);
  };
}
