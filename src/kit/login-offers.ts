/**
 * What may follow a login inside the popup before it closes (SPEC §4 after-login; the passkey
 * offer): a feature provides it through the composition, so the kit's after-login router asks
 * without importing the feature. Without one, nothing is offered.
 */
import type { LoginResult } from '../api/index.ts';

let offer: ((result: LoginResult) => Promise<boolean>) | undefined;

export function provideLoginOffer(decide: (result: LoginResult) => Promise<boolean>): void {
  offer = decide;
}

export function shouldOfferAfterLogin(result: LoginResult): Promise<boolean> {
  return offer ? offer(result) : Promise.resolve(false);
}
