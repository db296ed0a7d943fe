import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '../../config/constants.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Mask } from '../Mask/Mask.tsx';
import { useTranslation } from '../i18n-context.tsx';
import { deepActiveElement, focusableElements, wrapTabWithin } from '../dom.ts';
import { takeFocusHandoff } from '../focus-handoff.ts';

export type DialogTheme = 'default' | 'mybiz';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  desc?: ReactNode;
  /** Free content between the description and the actions. */
  children?: ReactNode;
  /** Replaces the Cancel / Confirm buttons. */
  actions?: ReactNode;
  /** Accessible name when there is no visible title (and while `labelledBy`'s element is missing). */
  label?: string;
  /**
   * The id of an element inside that names the dialog (a popup screen's visible title): its text
   * is the dialog's accessible name whenever it is in the tree; `label` stands in until then.
   */
  labelledBy?: string;
  theme?: DialogTheme;
  /** SPEC §9 default false: Confirm / Cancel also close the dialog. */
  closeOnAction?: boolean;
  /** SPEC §9 default false: a click on the mask closes the dialog. */
  maskClosable?: boolean;
  /** Escape closes the dialog (default true: expected of every modal dialog). */
  closeOnEscape?: boolean;
  showConfirm?: boolean;
  showCancel?: boolean;
  /** Shows a close (X) button. */
  closable?: boolean;
  /** Default t.confirm. */
  confirmText?: string;
  /** Default t.cancel. */
  cancelText?: string;
  /** A returned promise keeps the Confirm button busy until it settles. */
  onConfirm?: () => unknown;
  onCancel?: () => void;
  /** Any request to close: Escape, mask, the X button, or an action with closeOnAction. */
  onClose?: () => void;
}

/** A modal dialog: role=dialog, aria-modal, labelled by its title, focus kept inside while open. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  title,
  desc,
  children,
  actions,
  label,
  labelledBy,
  theme = DIALOG_DEFAULTS.theme,
  closeOnAction = DIALOG_DEFAULTS.closeOnAction,
  maskClosable = DIALOG_DEFAULTS.maskClosable,
  closeOnEscape = true,
  showConfirm = true,
  showCancel = true,
  closable = false,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  onClose,
}: DialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();

  // Focus moves in on open and returns to the opener on close.
  // A surface shown before the dialog (the pre-painted Login) may have placed focus
  // inside already and knows the real opener.
  useEffect(() => {
    const handoff = takeFocusHandoff();
    const opener = handoff ? handoff.opener : deepActiveElement();
    const element = panel.current;
    const focusPlaced = handoff !== undefined && element?.contains(deepActiveElement());
    if (element && !focusPlaced) {
      // The marked field, else the first control that is not Close, else Close, else the panel.
      const focusables = focusableElements(element);
      (element.querySelector<HTMLElement>('[data-autofocus]') ?? focusables.find((el) => el.part.value !== 'dialog-close') ?? focusables[0] ?? element).focus();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onClose?.();
      return;
    }
    // Tab and Shift+Tab wrap inside the dialog.
    if (event.key === 'Tab' && panel.current) wrapTabWithin(event, panel.current);
  };

  const confirmClicked = () => {
    const result = onConfirm?.();
    if (closeOnAction) {
      if (result instanceof Promise) return result.then(() => onClose?.());
      onClose?.();
    }
    return result;
  };
  const cancelClicked = () => {
    onCancel?.();
    if (closeOnAction) onClose?.();
  };

  return (
    <Mask part="dialog-mask" className={theme === 'mybiz' ? 'mkt-theme-mybiz' : undefined} onMaskClick={maskClosable ? onClose : undefined}>
      <div
        ref={panel}
        part="dialog"
        className="mkt-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        aria-label={title ? undefined : label}
        aria-describedby={desc ? descId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* First in the tab order, as it is drawn in the top corner; not focused on opening. */}
        {closable ? (
          <button type="button" part="dialog-close" className="mkt-dialog__close" aria-label={t.close} onClick={() => onClose?.()}>
            <Icon name="close" />
          </button>
        ) : null}
        {title ? (
          <h2 part="dialog-title" className="mkt-dialog__title" id={titleId}>
            {title}
          </h2>
        ) : null}
        {desc ? (
          <div part="dialog-desc" className="mkt-dialog__desc" id={descId}>
            {desc}
          </div>
        ) : null}
        {children ? (
          <div part="dialog-body" className="mkt-dialog__body">
            {children}
          </div>
        ) : null}
        {actions !== undefined ? (
          <div part="dialog-actions" className="mkt-dialog__actions">
            {actions}
          </div>
        ) : showCancel || showConfirm ? (
          <div part="dialog-actions" className="mkt-dialog__actions">
            {showCancel ? (
              <Button color="secondary" fill="outline" onClick={cancelClicked}>
                {cancelText ?? t.cancel}
              </Button>
            ) : null}
            {showConfirm ? <Button onClick={confirmClicked}>{confirmText ?? t.confirm}</Button> : null}
          </div>
        ) : null}
      </div>
    </Mask>
  );
}
