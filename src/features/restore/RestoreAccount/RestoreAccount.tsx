/**
 * The restore-account dialog (SPEC §2, §4, §7), in the popup flow and inside
 * `<mkt-restore-account>`: 'Are you going to restore your account?', Cancel and Confirm. Confirm
 * calls the member deletion cancel with the token; success shows 'Your account restored
 * successfully' with the toast, then finishes the login the restore started and closes.
 */
import { useEffect, useRef, useState } from 'react';
import { realClock, type LoginResult } from '../../../api/index.ts';
import { readRestoreToken, restoreAccount, scheduleRestoreClose } from '../restore-account.ts';
import { toast } from '../../../stores/toast.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { SuccessView } from '../../../kit/SuccessView.tsx';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';

export function RestoreAccount() {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const token = readRestoreToken(entry.params);
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);
  const [restored, setRestored] = useState<LoginResult | undefined>();
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
    if (!token) return;
    await runOnce(async () => {
      try {
        const result = await restoreAccount(actions.api, token, actions.signal);
        if (!actions.isCurrent()) return;
        toast(t.restoreToast, { lang: actions.context.language });
        setRestored(result);
      } catch (error) {
        actions.showError(error);
      }
    });
  };

  if (restored) {
    return (
      <SuccessView part="restore-account-success" message={t.restoreSuccess}>
        <Button block onClick={() => finish(restored)}>
          {t.confirm}
        </Button>
      </SuccessView>
    );
  }

  return (
    <ScreenShell part="restore-account" title={t.restoreTitle} description={t.restoreQuestion} descriptionPart="restore-account-question">
      <div part="restore-account-actions" className="mkt-screen__actions">
        <Button busy={busy} disabled={!token} onClick={confirm}>
          {t.confirm}
        </Button>
        <Button color="secondary" fill="outline" disabled={busy} onClick={() => actions.go('restore-account', 'back')}>
          {t.cancel}
        </Button>
      </div>
    </ScreenShell>
  );
}
