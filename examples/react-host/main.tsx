// A small React 19 host app using the package the way an application would: imports by package
// name, the typed JSX tags of `@mkt/member-elements/jsx`, and a typed `mkt-login-success`
// listener. Built by `npm run build` into dist/examples/react-host.js (scripts/build-react-host.mjs).
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, type LoginSuccessEvent, type MktEventMap } from '@mkt/member-elements';
import type { MktLoginPopup } from '@mkt/member-elements/mkt-login-popup.js';
import type {} from '@mkt/member-elements/jsx';
import '@mkt/member-elements/define.js';

interface SandboxConfig {
  rsaPublicKey: string;
}

/** Who signed in, from the event detail (which carries no session id or token). */
function signedInName(event: LoginSuccessEvent): string {
  const { user, userId } = event.detail.result;
  return user?.name || user?.email || String(user?.id ?? userId ?? 'you');
}

function App() {
  const popup = useRef<MktLoginPopup>(null);
  const [name, setName] = useState<string>();
  const [lastScreen, setLastScreen] = useState<MktEventMap['mkt-screen-change']['detail']['screen']>();

  return (
    <>
      <header className="react-host__header">
        <strong>React host</strong>
        <mkt-header-account region="SG" lang="en" env="sandbox" />
      </header>
      <main className="react-host__main">
        {name ? (
          <p role="status" data-testid="signed-in">Signed in as {name}</p>
        ) : (
          <p data-testid="signed-out">Not signed in{lastScreen ? ` (popup on ${lastScreen})` : ''}.</p>
        )}
        <button type="button" onClick={() => void popup.current?.open('login')} disabled={Boolean(name)}>
          Log in from React
        </button>
      </main>
      <mkt-login-popup
        ref={popup}
        region="SG"
        lang="en"
        env="sandbox"
        onmkt-login-success={(event) => setName(signedInName(event))}
        onmkt-screen-change={(event) => setLastScreen(event.detail.screen)}
      />
      <mkt-toast />
    </>
  );
}

// The sandbox publishes its RSA public key; a real app configures its own.
const sandbox = (await fetch('/__sandbox/config').then((response) => response.json())) as SandboxConfig;
configure({ env: 'sandbox', region: 'SG', rsaPublicKey: sandbox.rsaPublicKey, trustPageOrigin: true });

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
