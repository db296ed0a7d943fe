/**
 * `mkt-security-change`: a signed-in shopper changed how they sign in, from
 * `<mkt-account-security>`. The page may refresh what it shows of the account.
 */
export type SecurityChangeKind =
  | 'passkey-added'
  | 'passkey-renamed'
  | 'passkey-removed'
  | 'password-changed'
  | 'provider-linked'
  | 'provider-unlinked'
  | 'sessions-ended';

export interface SecurityChangeDetail {
  kind: SecurityChangeKind;
}
export type SecurityChangeEvent = CustomEvent<SecurityChangeDetail>;
