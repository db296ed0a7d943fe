/**
 * The Login screen's OTP tab (SPEC §2, §4): phone with its read-only prefix and one button per
 * send channel. The code goes out with type OTP_LOGIN; Verify registers an unknown number with
 * the same code.
 */
import { ChannelButtons } from './shared/ChannelButtons.tsx';
import { PhoneField } from './shared/PhoneField.tsx';
import { otpCss } from './shared/otp.css.ts';
import { usePhoneSendForm } from './shared/use-otp.ts';

export function OtpLoginForm() {
  const { busy, field, channels, submit } = usePhoneSendForm('login', (input) => ({ type: 'OTP_LOGIN', ...input, innerPageSource: 'login' }));

  return (
    <form part="otp-login-form" className="mkt-screen mkt-otp-screen" noValidate aria-busy={busy} onSubmit={submit}>
      <style>{otpCss}</style>
      <PhoneField {...field} />
      <ChannelButtons {...channels} />
    </form>
  );
}
