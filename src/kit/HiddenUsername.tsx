/**
 * The account's login name inside a new-password form, hidden: password managers read it to know
 * whose saved password the new one replaces (the form shows no login-name field of its own).
 */
export function HiddenUsername({ loginName }: { loginName: string | undefined }) {
  return loginName ? <input type="text" name="username" autoComplete="username" value={loginName} readOnly hidden /> : null;
}
