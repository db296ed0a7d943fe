/**
 * The other ways in that Login and sign-up list under "Or, login with" (SPEC §2, §3: the
 * third-party buttons, led on Login by the passkey button). A slot: the feature that draws them
 * fills it through the composition (src/screens/feature-list.ts, src/screens/features.ts), so the sign-up screen shows them
 * without importing another feature, and a package without that feature shows only `leading`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';

export interface SignInAlternativesProps {
  scene: 'login' | 'registry';
  /** Sign-up: returns false (and shows its own message) while the terms are not ticked. */
  requireTerms?: () => boolean;
  /** Another way in, listed first under the same divider (Login: the passkey button). */
  leading?: ReactNode;
}

let alternatives: ComponentType<SignInAlternativesProps> | undefined;

export function provideSignInAlternatives(component: ComponentType<SignInAlternativesProps>): void {
  alternatives = component;
}

export function SignInAlternatives(props: SignInAlternativesProps) {
  return alternatives ? createElement(alternatives, props) : (props.leading ?? null);
}
