// Demo storefront wiring: region/language switchers (?region=th&lang=th) and the widget's
// configuration for the local sandbox API. No inline script: the page runs under a strict CSP.
// Like any module page (README), it imports configure() and the region and language lists from
// the light configure.js, not the package entry, which would pull every module it re-exports.
import { configure, REGIONS, REGION_CODES, LANGUAGES } from '/dist/esm/configure.js';

const params = new URLSearchParams(location.search);
const region = (params.get('region') || 'SG').toUpperCase();
const lang = params.get('lang') || undefined;
// Journeys shorten the network time limit (?gatewayTimeoutMs=1500) to try timeouts quickly.
const gatewayTimeoutMs = Number(params.get('gatewayTimeoutMs'));

const sandboxConfig = await fetch('/__sandbox/config').then((r) => r.json());
configure({
  env: 'sandbox',
  region: REGION_CODES.includes(region) ? region : 'SG',
  ...(lang ? { lang } : {}),
  ...(Number.isInteger(gatewayTimeoutMs) && gatewayTimeoutMs > 0 ? { gatewayTimeoutMs } : {}),
  memberHost: '',
  gatewayHost: '',
  jsonpHost: '',
  rsaPublicKey: sandboxConfig.rsaPublicKey,
  trustPageOrigin: true,
  googleClientId: 'sandbox-google-client',
  googleClientIdGroupB: 'sandbox-google-client-b',
  facebookAppId: 'sandbox-facebook-app',
  scripts: {
    google: '/__sandbox/scripts/google.js',
    facebook: '/__sandbox/scripts/facebook.js',
    oneTap: '/__sandbox/scripts/google.js',
  },
});

for (const el of document.querySelectorAll('mkt-header-account, mkt-login-popup, mkt-account-security')) {
  el.setAttribute('region', region);
  if (lang) el.setAttribute('lang', lang);
}

const regionSelect = document.getElementById('region-select');
const langSelect = document.getElementById('lang-select');
for (const code of REGION_CODES) regionSelect.append(new Option(code, code, false, code === region));
langSelect.append(new Option('auto', '', false, !lang));
for (const code of LANGUAGES) langSelect.append(new Option(code, code, false, code === lang));
document.getElementById('locale-form').addEventListener('change', () => {
  const next = new URLSearchParams({ region: regionSelect.value });
  if (langSelect.value) next.set('lang', langSelect.value);
  location.search = next.toString();
});
document.documentElement.lang = lang || 'en';

const products = [
  ['Wireless earbuds', 29.9], ['Rice cooker 1.8 L', 45], ['Running shoes', 59], ['Backpack 20 L', 24.5],
  ['Phone case', 6.9], ['Desk lamp', 18], ['Water bottle', 9.9], ['Sunscreen SPF50', 12.5],
];
const list = document.getElementById('products');
const currency = REGIONS[region]?.currency ?? 'SGD';
// The account page has no product list.
for (const [name, price] of list ? products : []) {
  const item = document.createElement('li');
  item.className = 'product';
  const title = document.createElement('span');
  title.className = 'product__name';
  title.textContent = name;
  const cost = document.createElement('span');
  cost.className = 'product__price';
  cost.textContent = new Intl.NumberFormat(lang || 'en', { style: 'currency', currency }).format(price);
  item.append(title, cost);
  list.append(item);
}
