// `npm start`: build the package, then serve the demo storefront and the sandbox API.
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { startServer } = await import('../sandbox/server.mjs');
const { url } = await startServer({ port: Number(process.env.PORT) || 8000, log: true });
console.log(`Demo storefront: ${url}`);
