/**
 * The retry-later and confirmation dialogs (SPEC §8) come from the network layer, which loads
 * after the popup is interactive: so does their host (first-open budget). A dialog asked
 * for meanwhile waits in its store and shows when the host arrives.
 */
import { lazyScreen } from '../kit/lazy-screen.ts';

export const LazyDialogHost = lazyScreen(() => import('../ui/Dialog/DialogHost.tsx').then((m) => m.DialogHost));
