// The main journeys in Firefox ESR (puppeteer-core over WebDriver BiDi): see journeys.mjs.
import { launchFirefox } from './engines.mjs';
import { runJourneys } from './journeys.mjs';

runJourneys(launchFirefox);
