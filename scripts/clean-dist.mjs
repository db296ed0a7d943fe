// Removes dist/ so a build never leaves chunks of an earlier build behind (the size check reads it).
import { rmSync } from 'node:fs';
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
