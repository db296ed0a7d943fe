/**
 * Recent verification, inside the element: the current password, a passkey, or a one-time code to
 * the account's phone over its region's channels (the OTP boxes, resend and countdown of the
 * popup). It resolves with the server's short-lived proof; closing it cancels every request,
 * timer and passkey prompt it started.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReadableAtom } from 'nanostores';
import { realClock } from '../../api/http.ts';
import type { ElementContext } from '../../context/element-context.ts';
import { configForContext } from '../../context/element-context.ts';
import { startCountdown } from '../../flows/countdown.ts';
import { passwordPublicKey } from '../../flows/password-key.ts';
import { credentialToJSON, isCancel, requestOptionsFromJSON } from '../../flows/webauthn.ts';
import { encryptPassword } from '../../security/rsa.ts';
import { Button, Dialog, OtpInput, PasswordInput, useTranslation } from '../../ui/index.ts';
import type { RecentVerification, SecurityAccount } from './api.ts';
import type { SecurityModel } from './use-security.ts';
import type { SecurityTexts } from './texts/types.ts';
import { CURRENT_PASSWORD_INCORRECT, displayMessageOf, hasKey, isAborted } from './security-errors.ts';
import { useGuessLock } from './use-guess-lock.ts';

export interface StepUpProps {
  model: SecurityModel;
  texts: SecurityTexts;
  account: SecurityAccount;
  context: ReadableAtom<ElementContext>;
  onVerified(verified: { proof: string; expiresAt: string }): void;
  onCancel(): void;
}

type Channel = keyof SecurityTexts['channelNames'];
const isChannel = (channel: string, texts: SecurityTexts): channel is Channel => Object.hasOwn(texts.channelNames, channel);

export function StepUp({ model, texts, account, context, onVerified, onCancel }: StepUpProps) {
  const { t } = useTranslation();
  const { methods } = account.stepUp;
  const channels = account.stepUp.channels.filter((channel) => isChannel(channel, texts));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [codeSent, setCodeSent] = useState<{ channel: Channel; target: string }>();
  const [codeError, setCodeError] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [note, setNote] = useState<string>();
  const passwordId = useId();
  // Everything this dialog starts ends with it (or with the element).
  const controller = useRef<AbortController>(undefined);
  controller.current ??= new AbortController();
  const stopCountdown = useRef<() => void>(undefined);
  useEffect(() => {
    const own = controller.current!;
    const end = () => own.abort();
    model.signal.addEventListener('abort', end, { once: true });
    return () => {
      model.signal.removeEventListener('abort', end);
      stopCountdown.current?.();
      own.abort();
    };
  }, [model.signal]);
  const signal = controller.current.signal;
  // After too many wrong passwords or codes the server refuses for a while: said at the field.
  const lock = useGuessLock(texts, signal);

  const verify = async (verification: RecentVerification) => {
    const verified = await model.api.securityVerifyRecent(verification, { signal });
    if (!signal.aborted) onVerified(verified);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(texts.currentPassword);
      return;
    }
    try {
      const encrypted = await encryptPassword(password, await passwordPublicKey(configForContext(context.get())));
      await verify({ method: 'password', password: encrypted });
    } catch (error) {
      if (isAborted(error, signal) || lock.lockedBy(error)) return;
      // Said at the field; what was typed stays for a correction.
      if (hasKey(error, CURRENT_PASSWORD_INCORRECT)) setPasswordError(displayMessageOf(error) ?? texts.currentPassword);
      else model.report(error);
    }
  };

  const usePasskey = async () => {
    setNote(undefined);
    try {
      const options = await model.api.securityStepUpPasskeyOptions({ signal });
      const credential = await navigator.credentials.get({ publicKey: requestOptionsFromJSON(options), signal });
      if (!(credential instanceof PublicKeyCredential)) return;
      await verify({ method: 'passkey', credential: credentialToJSON(credential) });
    } catch (error) {
      if (signal.aborted) return;
      if (isCancel(error)) setNote(texts.passkeyCancelled);
      else model.report(error);
    }
  };

  const sendCode = async (channel: Channel) => {
    try {
      const sent = await model.api.securityStepUpSendCode({ deliveryType: channel }, { signal });
      setCodeSent({ channel, target: sent.target || account.phone });
      setCodeError(undefined);
      stopCountdown.current?.();
      stopCountdown.current = startCountdown({ clock: realClock, signal, seconds: sent.countdown, onTick: setSecondsLeft, onDone: () => setSecondsLeft(0) });
    } catch (error) {
      if (!isAborted(error, signal)) model.report(error);
    }
  };

  const submitCode = async (code: string) => {
    try {
      await verify({ method: 'otp', code });
    } catch (error) {
      if (isAborted(error, signal) || lock.lockedBy(error)) return;
      // SPEC §4: a refused code is said and the boxes cleared; the network keeps the code.
      const message = displayMessageOf(error);
      if (message) setCodeError(message);
      else model.report(error);
    }
  };

  return (
    <Dialog open title={texts.verifyTitle} desc={texts.verifyIntro} closable showCancel={false} showConfirm={false} onClose={onCancel}>
      <div part="step-up" className="mkt-security__step-up">
        {methods.includes('password') ? (
          <form part="step-up-password" className="mkt-security__form" onSubmit={submitPassword} noValidate>
            <PasswordInput
              id={passwordId}
              name="current-password"
              label={texts.currentPassword}
              value={password}
              error={lock.message ?? passwordError}
              data-autofocus=""
              onValueChange={(value) => {
                setPassword(value);
                setPasswordError(undefined);
              }}
            />
            <Button type="submit" block>
              {texts.verify}
            </Button>
          </form>
        ) : null}
        {methods.includes('passkey') && typeof PublicKeyCredential === 'function' ? (
          <Button part="button step-up-passkey" color="secondary" fill="outline" block onClick={usePasskey}>
            {texts.verifyWithPasskey}
          </Button>
        ) : null}
        {methods.includes('otp') && channels.length > 0 ? (
          codeSent ? (
            <div part="step-up-code" className="mkt-security__form">
              <p className="mkt-security__note">{texts.codeSentTo(codeSent.target)}</p>
              <OtpInput label={texts.verificationCode} error={lock.message ?? codeError} autoFocus onChange={() => setCodeError(undefined)} onComplete={submitCode} />
              <Button color="secondary" fill="text" disabled={secondsLeft > 0} onClick={() => sendCode(codeSent.channel)}>
                {secondsLeft > 0 ? t.resendCountdown(secondsLeft) : t.resendOtp}
              </Button>
            </div>
          ) : (
            <div part="step-up-channels" className="mkt-security__channels">
              {channels.map((channel) => (
                <Button key={channel} part="button step-up-channel" color="secondary" fill="outline" block data-channel={channel} onClick={() => sendCode(channel)}>
                  {texts.sendCodeBy(texts.channelNames[channel])}
                </Button>
              ))}
            </div>
          )
        ) : null}
        {note ? (
          <p role="status" className="mkt-security__note">
            {note}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
