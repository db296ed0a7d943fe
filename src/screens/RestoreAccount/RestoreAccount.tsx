/**
 * The restore-account dialog (SPEC §2, §4, §7), in the popup flow and inside
 * `<mkt-restore-account>`: 'Are you going to restore your account?', Cancel and Confirm. Confirm
 * calls the member deletion cancel with the token; success shows 'Your account restored
 * successfully' with the toast, then finishes the login the restore started and closes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { realClock, type LoginResult } from '../../api/index.ts';
import { readRestoreToken, restoreAccount, scheduleRestoreClose } from '../../flows/restore-account.ts';
import { toast } from '../../stores/toast.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup } from '../popup-context.tsx';
import { usePopupActions } from '../use-popup-actions.ts';
import { SuccessView } from '../shared/SuccessView.tsx';
import { passwordHintsCss } from '../ResetPassword/reset-password.css.ts';

export function RestoreAccount() {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const token = readRestoreToken(entry.params);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState<LoginResult | undefined>();
  const busyRef = useRef(false);
  const finished = useRef(false);

  const finish = (result: LoginResult) => {
    if (finished.current) return;
    finished.current = true;
    // The restore signed the user in: cookies, header and mkt-login-success, then close('success').
    void actions.afterLogin(result);
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    if (!restored) return undefined;
    return scheduleRestoreClose(realClock, actions.signal, () => finishRef.current(restored));
  }, [restored, actions.signal]);

  const confirm = async () => {
    if (busyRef.current || !token) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await restoreAccount(actions.api, token, actions.signal);
      if (!actions.isCurrent()) return;
      toast(t.restoreToast, { lang: actions.lang });
      setRestored(result);
    } catch (error) {
      actions.showError(error);
    } finally {
      busyRef.current = false;
      if (actions.isCurrent()) setBusy(false);
    }
  };

  if (restored) {
    return (
      <SuccessView part="restore-account-success" titleId={titleId} message={t.restoreSuccess}>
        <Button block onClick={() => finish(restored)}>
          {t.confirm}
        </Button>
      </SuccessView>
    );
  }

  return (
    <section part="restore-account" className="mkt-screen" aria-labelledby={titleId}>
      <style>{passwordHintsCss}</style>
      <h2 id={titleId} className="mkt-screen__title">
        {t.restoreTitle}
      </h2>
      <p part="restore-account-question" className="mkt-screen__description">
        {t.restoreQuestion}
      </p>
      <div part="restore-account-actions" className="mkt-screen__actions">
        <Button color="secondary" fill="outline" disabled={busy} onClick={() => actions.state.back() || actions.state.close('user')}>
          {t.cancel}
        </Button>
        <Button busy={busy} disabled={!token} onClick={confirm}>
          {t.confirm}
        </Button>
      </div>
    </section>
  );
}
