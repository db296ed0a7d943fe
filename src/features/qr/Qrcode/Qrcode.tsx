/**
 * Qrcode screen (SPEC §2): scan the code with the mobile app. The poller (src/features/qr/qr-login.ts)
 * owns every request and timer; this screen draws its state, the QR code, the instructions and
 * the computer icon that switches to password Login.
 */
import { useEffect, useRef, useState } from 'react';
import { realClock, userMessage } from '../../../api/index.ts';
import type { LoginResult } from '../../../api/index.ts';
import { QR_DISPLAY_SIZE_PX } from '../../../config/constants.ts';
import { createQrLogin, scheduleQrHint, type QrLoginController, type QrLoginState } from '../qr-login.ts';
import { toast } from '../../../stores/toast.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { Markup } from '../../../ui/Markup/Markup.tsx';
import { Tooltip } from '../../../ui/Popover/Tooltip.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { useScreenTitleId } from '../../../kit/popup-context.tsx';
import { drawQrCode } from './draw-qr.ts';
import { qrcodeCss } from './qrcode.css.ts';
import { documentVisibility } from './visibility.ts';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../../../ui/Icon/more-icons.tsx';

function QrCanvas({ text, onFailed }: { text: string; onFailed(): void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    setDrawn(false);
    if (!canvas.current) return;
    drawQrCode(canvas.current, text).then(
      () => current && setDrawn(true),
      () => current && onFailed(),
    );
    return () => {
      current = false;
    };
  }, [text, onFailed]);
  return (
    <canvas
      ref={canvas}
      part="qr-code"
      className="mkt-qr__code"
      width={QR_DISPLAY_SIZE_PX}
      height={QR_DISPLAY_SIZE_PX}
      role="img"
      aria-label={t.qrImageAlt}
      data-qr-url={text}
      data-drawn={drawn ? '' : undefined}
    />
  );
}

/** The phone-in-hand illustration beside the code (decorative). */
function Illustration() {
  return (
    <svg part="qr-illustration" className="mkt-qr__illustration" viewBox="0 0 64 96" width="64" height="96" aria-hidden="true">
      <rect x="8" y="4" width="48" height="88" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="16" y="18" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M12 56h40" stroke="var(--mkt-color-primary, #c2410c)" strokeWidth="3" />
      <circle cx="32" cy="80" r="4" fill="currentColor" />
    </svg>
  );
}

export function Qrcode() {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const [state, setState] = useState<QrLoginState>({ phase: 'loading' });
  const [drawFailed, setDrawFailed] = useState(false);
  const [hintOpen, setHintOpen] = useState(false);
  const controller = useRef<QrLoginController | null>(null);

  useEffect(() => {
    const login = createQrLogin({
      api: actions.api,
      signal: actions.signal,
      clock: realClock,
      visibility: documentVisibility,
      onState: (next) => {
        if (next.phase !== 'waiting') setDrawFailed(false);
        setState(next);
      },
      onPollError: (error) => actions.showError(error, 'qr'),
      onLogin: async (result: LoginResult) => {
        const outcome = await actions.afterLogin(result);
        // SPEC §4: no next step -> the popup closed with the response, and a success notice shows.
        if (outcome.kind === 'finished') toast(t.loginSuccess, { lang: actions.context.language });
      },
    });
    controller.current = login;
    login.start();
    return () => login.stop();
  }, [actions, t]);

  useEffect(() => scheduleQrHint(realClock, actions.signal, setHintOpen), [actions.signal]);

  const onDrawFailed = useRef(() => setDrawFailed(true)).current;

  const switchToPassword = () => {
    controller.current?.stop();
    actions.go('qrcode', 'use-password', { tab: 'password' });
  };

  const rescan = () => {
    setDrawFailed(false);
    controller.current?.refresh();
  };

  const errorText =
    drawFailed ? t.qrDataTooLong : state.phase === 'error' || state.phase === 'exchange-failed' ? userMessage(state.error, t, 'qr') : undefined;
  const scanned = (state.phase === 'waiting' && state.scanned) || state.phase === 'exchanging' || state.phase === 'exchange-failed';

  return (
    <section part="qrcode" className="mkt-screen mkt-qr" aria-labelledby={titleId} data-qr-phase={drawFailed ? 'error' : state.phase}>
      <style>{qrcodeCss}</style>
      <div className="mkt-qr__header">
        <h2 id={titleId} className="mkt-screen__title">
          {t.qrTitle}
        </h2>
        {/* Hover only: the dialog may focus this button on opening, and the timed hint decides then
            (SPEC §2: it appears after 1 s). The button's aria-label carries the same text. */}
        <Tooltip content={t.qrComputerTooltip} open={hintOpen} onOpenChange={setHintOpen} placement="bottom" trigger="hover">
          <button type="button" part="qr-switch-to-password" className="mkt-qr__computer" aria-label={t.qrComputerTooltip} onClick={switchToPassword}>
            <Icon name="computer" size={28} />
          </button>
        </Tooltip>
      </div>
      <Markup html={t.qrInstructionMarkup} part="qr-instructions" className="mkt-qr__instructions" />
      <div className="mkt-qr__body">
        <div className="mkt-qr__frame" aria-busy={state.phase === 'loading' || state.phase === 'exchanging'}>
          {state.phase === 'waiting' && !drawFailed ? <QrCanvas text={state.qrLoginUrl} onFailed={onDrawFailed} /> : null}
          {state.phase === 'loading' || state.phase === 'exchanging' ? <Spinner /> : null}
          {scanned ? (
            <p part="qr-scanned" className="mkt-qr__overlay" role="status">
              <Icon name="success" size={28} />
              <span>{t.qrScanned}</span>
            </p>
          ) : null}
        </div>
        <Illustration />
      </div>
      {errorText !== undefined ? (
        <div part="qr-error" className="mkt-qr__error" role="alert">
          <p className="mkt-qr__error-text">{errorText}</p>
          <p className="mkt-qr__error-hint">{t.qrCheckConnection}</p>
          <Button part="button qr-rescan" color="primary" onClick={rescan}>
            {state.phase === 'exchange-failed' ? t.qrRescan : t.qrRefresh}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
