/**
 * Add a phone after a third-party sign-up (SPEC §2 AddPhone, §4): title, description, read-only
 * prefix, phone, channel buttons. The code goes out with type ADD_PHONE and the step's token;
 * Verify binds the number and the popup closes with the response.
 */
import { addPhoneRequest, readAddPhoneParams } from '../add-phone.ts';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../../kit/popup-context.tsx';
import { ChannelButtons } from '../shared/ChannelButtons.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { otpCss } from '../shared/otp.css.ts';
import { usePhoneSendForm } from '../shared/use-otp.ts';

export function AddPhone() {
  const { t } = useTranslation();
  const { entry } = usePopup();
  const titleId = useScreenTitleId();
  const step = readAddPhoneParams(entry.params);
  const { busy, field, channels, submit } = usePhoneSendForm('add-phone', (input) => addPhoneRequest(step, input));

  return (
    <section part="screen-add-phone" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      <h2 id={titleId} part="screen-title" className="mkt-screen__title">
        {t.addPhoneTitle}
      </h2>
      <p part="add-phone-description" className="mkt-otp-screen__text">
        {t.addPhoneDescription}
      </p>
      <form className="mkt-screen" noValidate onSubmit={submit}>
        <PhoneField {...field} autoFocus />
        <ChannelButtons {...channels} />
      </form>
    </section>
  );
}
