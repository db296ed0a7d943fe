// A Vue 3 storefront: no React of its own, so it imports the self-contained element entries.
import { createApp } from 'vue';
import { configure } from '@mkt/member-elements/configure.js';
import '@mkt/member-elements/mkt-header-account.js';
import '@mkt/member-elements/mkt-login-popup.js';
import '@mkt/member-elements/mkt-toast.js';
import App from './App.vue';

interface SandboxConfig {
  rsaPublicKey: string;
}

// The sandbox publishes its RSA public key; a real storefront configures its own.
const sandbox = (await fetch('/__sandbox/config').then((response) => response.json())) as SandboxConfig;
configure({ env: 'sandbox', region: 'SG', rsaPublicKey: sandbox.rsaPublicKey, trustPageOrigin: true });

createApp(App).mount('#app');
