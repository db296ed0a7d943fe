// The main journeys in WebKitGTK (WebKitWebDriver driving MiniBrowser on a virtual screen): see
// journeys.mjs.
import { launchWebKit } from './engines.mjs';
import { runJourneys } from './journeys.mjs';

runJourneys(launchWebKit);
