// Mounts the sandbox API inside web-test-runner's dev server (Koa), so the api-layer tests
// talk to the real server contract on the test page's own origin. The sandbox module is loaded
// on the first request for one of its paths.
import { SANDBOX_PATH_PREFIXES } from './paths.mjs';

export function sandboxMiddleware(options = {}) {
  let sandbox;
  return async (ctx, next) => {
    if (!SANDBOX_PATH_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) return next();
    sandbox ??= (await import('./sandbox.mjs')).createSandbox(options);
    ctx.respond = false;
    await sandbox.handle(ctx.req, ctx.res);
  };
}
