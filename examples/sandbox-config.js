// The widget's configuration for the local sandbox API, shared by the demo's own pages (the
// account dashboard and the full-page login): same-origin hosts and the sandbox's RSA key.
import { configure } from '/dist/esm/configure.js';

export async function configureForSandbox() {
  const sandboxConfig = await fetch('/__sandbox/config').then((response) => response.json());
  configure({
    env: 'sandbox',
    region: 'SG',
    memberHost: '',
    gatewayHost: '',
    jsonpHost: '',
    rsaPublicKey: sandboxConfig.rsaPublicKey,
    trustPageOrigin: true,
  });
}
