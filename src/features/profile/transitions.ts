/** Changing the e-mail closes the popup once the link is sent (SPEC §4 next steps). */
import { close } from '../../flows/popup-controller.ts';

export const TRANSITIONS = { 'change-email': { sent: close('success') } } as const;
