/** Placeholder until third-party sign-in lands (issue 6): no providers shown. */
export function ThirdPartyButtons(_props: { scene: 'login' | 'registry'; requireTerms?: () => boolean }) {
  return null;
}
