/**
 * Change e-mail (SPEC §2, §5, §7), as far as the SPEC shows it: the new address (2 to 60
 * characters, standard pattern), a code sent with sendVerificationEmailCode and checked with
 * verifyEmailCode. Params: { token?, tokenType? } of the member page that opens it
 * (`popup.open('change-email')`). A right code closes the popup with reason 'success';
 * `onVerified` (when rendered directly) receives the verification token.
 */
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { useState } from 'react';
import { userMessage, type VerificationToken } from '../../../api/index.ts';
import { isRefusal, refusedField } from '../../../flows/field-error.ts';
import { emailError, sendChangeEmailCode, verifyChangeEmailCode, type EmailCodeTicket } from '../change-email.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Input } from '../../../ui/Input/Input.tsx';
import { OtpInput } from '../../../ui/OtpInput/OtpInput.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';

export function ChangeEmail({ onVerified }: { onVerified?: (verification: VerificationToken) => void }) {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  // Our own check's message, or the server's refusal of the address (invalid, in use): under the
  // field until it is edited. A refused code is said at the boxes, which are cleared (SPEC §4).
  const [error, setError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [ticket, setTicket] = useState<EmailCodeTicket | undefined>();
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

  const guarded = (work: () => Promise<void>) =>
    runOnce(async () => {
      try {
        await work();
      } catch (failure) {
        if (!actions.isCurrent()) return;
        if (ticket && isRefusal(failure)) setCodeError(userMessage(failure, t));
        else if (!ticket && refusedField(failure) === 'email') setError(userMessage(failure, t));
        else actions.showError(failure);
      }
    });

  const send = () =>
    guarded(async () => {
      const problem = emailError(email);
      setError(problem && t[problem]);
      if (problem) return;
      const sent = await sendChangeEmailCode(actions.api, email, { token: text(entry.params.token), tokenType: text(entry.params.tokenType), signal: actions.signal });
      if (actions.isCurrent()) setTicket(sent);
    });

  const verify = (code: string) =>
    guarded(async () => {
      if (!ticket) return;
      const verification = await verifyChangeEmailCode(actions.api, ticket, code, actions.signal);
      if (!actions.isCurrent()) return;
      onVerified?.(verification);
      actions.go('change-email', 'sent');
    });

  return (
    <ScreenShell part="change-email" title={t.changeEmailTitle} description={ticket ? t.codeSentTo(ticket.email) : undefined} descriptionPart="code-sent-to">
      {ticket ? (
        <OtpInput length={ticket.codeLength} label={t.verificationCodeLabel} disabled={busy} autoFocus error={codeError} onChange={() => setCodeError(undefined)} onComplete={(code) => void verify(code)} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Input
            type="email"
            label={t.emailLabel}
            placeholder={t.emailPlaceholder}
            autoComplete="email"
            required
            value={email}
            error={error}
            onValueChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          <div part="change-email-actions" className="mkt-screen__actions">
            <Button type="submit" busy={busy}>
              {t.sendCode}
            </Button>
          </div>
        </form>
      )}
    </ScreenShell>
  );
}
