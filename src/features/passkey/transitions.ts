/** The passkey offer closes the popup, created or declined. */
import { close } from '../../flows/popup-controller.ts';

export const TRANSITIONS = { 'passkey-offer': { done: close('success') } } as const;
