/**
 * The Login screen's OTP tab (SPEC §2, §4): phone with its read-only prefix and one button per
 * send channel. The code goes out with type OTP_LOGIN; Verify registers an unknown number with
 * the same code.
 */
import { useState } from 'react';
import type { DeliveryChannel } from '../../config/constants.ts';
import { Loading } from '../../ui/Loading/Loading.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopupActions } from '../use-popup-actions.ts';
import { ChannelButtons } from '../otp-shared/ChannelButtons.tsx';
import { PhoneField } from '../otp-shared/PhoneField.tsx';
import { otpCss } from '../otp-shared/otp.css.ts';
import { useChannelButtons, useSendCode } from '../otp-shared/use-otp.ts';

export function OtpLoginForm() {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const { buttons, limitTo } = useChannelButtons();
  const { send, busy } = useSendCode();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const countryCode = actions.region.phonePrefix ?? '';

  const onSend = async (deliveryType: DeliveryChannel) => {
    if (phone === '') return;
    setPhoneError(undefined);
    const outcome = await send({ type: 'OTP_LOGIN', phone, phonePrefixCode: countryCode, deliveryType, innerPageSource: 'login' });
    if (outcome?.kind === 'invalid-phone') setPhoneError(t.invalidPhone);
    if (outcome?.kind === 'channel-limited') limitTo(outcome.available);
  };


  return (
    <form
      part="otp-login-form"
      className="mkt-screen mkt-otp-screen"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        const first = buttons[0];
        if (first && !busy) void onSend(first.deliveryType);
      }}
    >
      <style>{otpCss}</style>
      <PhoneField countryCode={countryCode} value={phone} onValueChange={setPhone} error={phoneError} />
      <ChannelButtons buttons={buttons} onSend={onSend} busy={busy} />
      <Loading visible={busy} />
    </form>
  );
}
