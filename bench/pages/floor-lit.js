// Floor: a plain lit element drawing the Login markup (title, phone/email input, password input,
// button) with controlled values, the least a lit-based Login screen costs.
import { LitElement, html, unsafeCSS } from 'lit';
import { floorLoginCss } from './floor-login.css.js';

class BenchLoginLit extends LitElement {
  static properties = { loginName: { state: true }, password: { state: true } };
  static styles = unsafeCSS(floorLoginCss);

  constructor() {
    super();
    this.loginName = '';
    this.password = '';
  }

  render() {
    return html`<form @submit=${(event) => event.preventDefault()}>
      <h2>Login</h2>
      <label>Phone number or email
        <input name="loginName" autocomplete="username" .value=${this.loginName} @input=${(event) => (this.loginName = event.target.value)}>
      </label>
      <label>Password
        <input name="password" type="password" autocomplete="current-password" .value=${this.password} @input=${(event) => (this.password = event.target.value)}>
      </label>
      <button type="submit">Login</button>
    </form>`;
  }
}

customElements.define('bench-login-lit', BenchLoginLit);
