// The suite's screenshots (test/e2e/baselines/<screen>-<lang>-<desktop|phone>.png, which the
// visual journeys compare with the real elements on every `npm test`), grouped by screen.
import { readdirSync } from 'node:fs';

const NAME = /^(.+)-(en|th|ur)-(desktop|phone)\.png$/;
const LANGUAGES = ['en', 'th', 'ur'];

export default function () {
  const screens = new Map();
  for (const file of readdirSync(new URL('../../../test/e2e/baselines/', import.meta.url)).sort()) {
    const match = NAME.exec(file);
    if (!match) continue;
    const [, screen, lang, size] = match;
    if (!screens.has(screen)) screens.set(screen, []);
    screens.get(screen).push({ file, lang, size });
  }
  return [...screens].map(([screen, shots]) => ({
    screen,
    title: screen.charAt(0).toUpperCase() + screen.slice(1).replaceAll('-', ' '),
    shots: shots.sort((a, b) => LANGUAGES.indexOf(a.lang) - LANGUAGES.indexOf(b.lang) || (a.size === 'desktop' ? -1 : 1)),
  }));
}
