/**
 * A new password, told to the browser's password manager: where the Credential Management API
 * stores passwords (Chromium), the manager offers to update what it saved for `loginName`. Other
 * browsers read the form's hidden username field instead (HiddenUsername). Nothing here can
 * fail the change, which is already done: a refusal or a missing API is ignored.
 */
type PasswordCredentialConstructor = new (data: { id: string; password: string }) => Credential;

export function storeNewPassword(loginName: string | undefined, password: string): void {
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!loginName || !PasswordCredential || typeof navigator.credentials?.store !== 'function') return;
  navigator.credentials.store(new PasswordCredential({ id: loginName, password })).catch(() => undefined);
}
