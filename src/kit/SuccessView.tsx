import type { ReactNode } from 'react';
import { useScreenTitleId } from './popup-context.tsx';
import { Icon } from '../ui/Icon/Icon.tsx';
import { formScreenCss } from './form-screen.css.ts';
import { useFocusRecovery } from './use-focus-recovery.ts';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../ui/Icon/more-icons.tsx';

/**
 * The success view of the recovery screens (SPEC §2: reset password, restore account): the
 * success image, the announced message as the title, and the screen's own action below.
 */
export function SuccessView({ part, message, children }: { part: string; message: string; children: ReactNode }) {
  const titleId = useScreenTitleId();
  // It replaces the form whose button had focus: keyboard users land on the view's action.
  const view = useFocusRecovery<HTMLElement>();
  return (
    // One success layout (docs/design.md): the image, then the message, both centred.
    <section ref={view} part={part} className="mkt-screen mkt-success-view" aria-labelledby={titleId}>
      <style>{formScreenCss}</style>
      <div part={`${part}-image`} className="mkt-reset-success__image">
        <Icon name="success" size={64} />
      </div>
      <h2 id={titleId} className="mkt-screen__title" role="status">
        {message}
      </h2>
      {children}
    </section>
  );
}
