/** Restoring an account: Back leaves it (SPEC §2). */
import { backOrClose } from '../../flows/popup-controller.ts';

export const TRANSITIONS = { 'restore-account': { back: backOrClose } } as const;
