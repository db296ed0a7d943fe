import type { ReactNode, Ref } from 'react';
import { useScreenTitleId } from './popup-context.tsx';
import { formScreenCss } from './form-screen.css.ts';
import { TitleWithBack } from './TitleWithBack.tsx';

export interface ScreenShellProps {
  /** `part` of the section (ARCHITECTURE "Theming": every visible piece has a part). */
  part: string;
  title: ReactNode;
  /** The line under the title; nothing when undefined. */
  description?: ReactNode;
  descriptionPart?: string;
  ref?: Ref<HTMLElement>;
  /** A way back: the one Back pattern, an icon button in the title row (TitleWithBack). */
  onBack?: () => void;
  children?: ReactNode;
}

/**
 * The frame the form screens share (forget/reset password, profile, restore account, change
 * e-mail): a section named by its title, an optional description, then the screen's own content.
 */
export function ScreenShell({ part, title, description, descriptionPart, ref, onBack, children }: ScreenShellProps) {
  const titleId = useScreenTitleId();
  return (
    <section ref={ref} part={part} className="mkt-screen" aria-labelledby={titleId}>
      <style>{formScreenCss}</style>
      {onBack && typeof title === 'string' ? (
        <TitleWithBack titleId={titleId} title={title} onBack={onBack} />
      ) : (
        <h2 id={titleId} className="mkt-screen__title">
          {title}
        </h2>
      )}
      {description === undefined ? null : (
        <p part={descriptionPart} className="mkt-screen__description">
          {description}
        </p>
      )}
      {children}
    </section>
  );
}
