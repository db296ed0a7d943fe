// Floor: a plain React 19 root drawing the Login markup (title, phone/email input, password
// input, button) with controlled inputs, in a shadow root like our popup's screens.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { floorLoginCss } from './floor-login.css.js';

function Login() {
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  return h(
    'form',
    { onSubmit: (event) => event.preventDefault() },
    h('h2', null, 'Login'),
    h('label', null, 'Phone number or email', h('input', { name: 'loginName', autoComplete: 'username', value: loginName, onChange: (event) => setLoginName(event.target.value) })),
    h('label', null, 'Password', h('input', { name: 'password', type: 'password', autoComplete: 'current-password', value: password, onChange: (event) => setPassword(event.target.value) })),
    h('button', { type: 'submit' }, 'Login'),
  );
}

const shadow = document.getElementById('app').attachShadow({ mode: 'open' });
const sheet = new CSSStyleSheet();
sheet.replaceSync(floorLoginCss);
shadow.adoptedStyleSheets = [sheet];
const container = document.createElement('div');
container.className = 'root';
shadow.append(container);
createRoot(container).render(h(Login));
