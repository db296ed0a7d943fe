/**
 * What may follow a login inside the popup before it closes (SPEC §4 after-login; the passkey
 * offer): a feature provides it through the composition, naming the screen that shows it, so the
 * kit's after-login router opens that screen without importing the feature. Without one, nothing
 * is offered.
 */
import type { LoginResult } from '../api/index.ts';
import type { LoginOffer } from '../flows/after-login.ts';

let offer: ((result: LoginResult) => Promise<LoginOffer | undefined>) | undefined;

export function provideLoginOffer(decide: (result: LoginResult) => Promise<LoginOffer | undefined>): void {
  offer = decide;
}

export function loginOfferAfter(result: LoginResult): Promise<LoginOffer | undefined> {
  return offer ? offer(result) : Promise.resolve(undefined);
}
