// A React 19 storefront using the package's bundler entries: the elements share this app's React.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LoginSuccessEvent } from '@mkt/member-elements';
import type {} from '@mkt/member-elements/jsx';
import { configure } from '@mkt/member-elements/bundler/configure.js';
import '@mkt/member-elements/bundler/mkt-header-account.js';
import '@mkt/member-elements/bundler/mkt-login-popup.js';
import '@mkt/member-elements/bundler/mkt-toast.js';

interface Heard {
  loginType: LoginSuccessEvent['detail']['loginType'];
  isNewUser: boolean;
  name: string;
}

function heardFrom(event: LoginSuccessEvent): Heard {
  const { loginType, isNewUser, result } = event.detail;
  return { loginType, isNewUser, name: result.user?.name ?? '' };
}

function App() {
  const [heard, setHeard] = useState<Heard>();
  return (
    <>
      <header>
        <strong>React storefront</strong>
        <mkt-header-account region="SG" lang="en" env="sandbox" />
      </header>
      <main>
        <p data-testid="heard">{heard ? `${heard.loginType} ${heard.name} new=${String(heard.isNewUser)}` : 'nothing yet'}</p>
      </main>
      <mkt-login-popup region="SG" lang="en" env="sandbox" onmkt-login-success={(event) => setHeard(heardFrom(event))} />
      <mkt-toast />
    </>
  );
}

interface SandboxConfig {
  rsaPublicKey: string;
}

// The sandbox publishes its RSA public key; a real storefront configures its own.
const sandbox = (await fetch('/__sandbox/config').then((response) => response.json())) as SandboxConfig;
configure({ env: 'sandbox', region: 'SG', rsaPublicKey: sandbox.rsaPublicKey, trustPageOrigin: true });

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
