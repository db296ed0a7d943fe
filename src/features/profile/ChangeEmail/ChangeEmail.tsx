/**
 * Change e-mail (SPEC §2, §5, §7), as far as the SPEC shows it: the new address (2 to 60
 * characters, standard pattern), a code sent with sendVerificationEmailCode and checked with
 * verifyEmailCode. Params: { token?, tokenType? } of the member page that opens it
 * (`popup.open('change-email')`). A right code closes the popup with reason 'success';
 * `onVerified` (when rendered directly) receives the verification token.
 */
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { useRef, useState } from 'react';
import type { VerificationToken } from '../../../api/index.ts';
import { emailError, sendChangeEmailCode, verifyChangeEmailCode, type EmailCodeTicket } from '../change-email.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Input } from '../../../ui/Input/Input.tsx';
import { OtpInput, type OtpInputHandle } from '../../../ui/OtpInput/OtpInput.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';

export function ChangeEmail({ onVerified }: { onVerified?: (verification: VerificationToken) => void }) {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<'requiredField' | 'invalidEmail' | undefined>();
  const [ticket, setTicket] = useState<EmailCodeTicket | undefined>();
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);
  const otp = useRef<OtpInputHandle>(null);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

  const guarded = (work: () => Promise<void>) =>
    runOnce(async () => {
      try {
        await work();
      } catch (failure) {
        actions.showError(failure);
        if (actions.isCurrent()) otp.current?.reset();
      }
    });

  const send = () =>
    guarded(async () => {
      const problem = emailError(email);
      setError(problem);
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
        <OtpInput ref={otp} length={ticket.codeLength} label={t.verificationCodeLabel} disabled={busy} autoFocus onComplete={(code) => void verify(code)} />
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
            error={error ? t[error] : undefined}
            onValueChange={setEmail}
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
