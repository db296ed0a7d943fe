/**
 * Risk step-up (SPEC §2 PhoneCall, §8 PL-USER-RISK): the server's texts; in experiment buckets 1
 * and 2 two choices (call, SMS from phone) in the bucket's order, otherwise an offer of a call.
 * Cancel goes back; a choice sends the code through that channel and moves on.
 */
import { TitleWithBack } from '../../../kit/TitleWithBack.tsx';
import { phoneCallView, readPhoneCallParams, riskFollowUp } from '../otp.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { Loading } from '../../../ui/Loading/Loading.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { otpCss } from '../shared/otp.css.ts';
import { useSendCode } from '../shared/use-otp.ts';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../../../ui/Icon/more-icons.tsx';

export function PhoneCall() {
  const { t } = useTranslation();
  const { entry } = usePopup();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const params = readPhoneCallParams(entry.params);
  // The code screen takes this one's place: back from it returns to where the number was typed.
  const { send, busy } = useSendCode('phone-call');
  const back = () => actions.go('phone-call', 'back');

  if (!params) {
    return (
      <section part="screen-phone-call" className="mkt-screen" aria-labelledby={titleId}>
        <TitleWithBack titleId={titleId} title={t.phoneCallTitle} onBack={back} />
      </section>
    );
  }

  const view = phoneCallView(params.risk);
  const choose = (deliveryType: 'VOICE' | 'SMS_UPLINK') => send(riskFollowUp(params, deliveryType));
  const labelOf = (deliveryType: 'VOICE' | 'SMS_UPLINK') =>
    deliveryType === 'VOICE'
      ? view.mode === 'choice'
        ? (view.voiceText ?? t.callNow)
        : t.callNow
      : view.mode === 'choice'
        ? (view.smsUplinkText ?? t.channelLabels.SMS_UPLINK)
        : t.channelLabels.SMS_UPLINK;

  return (
    <section part="screen-phone-call" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      {/* One Back pattern: the choice has its way back in the title row; the call
          offer answers a question, with Cancel beside Call Now. */}
      {view.mode === 'choice' ? (
        <TitleWithBack titleId={titleId} title={view.title ?? t.phoneCallTitle} onBack={back} />
      ) : (
        <h2 id={titleId} part="screen-title" className="mkt-screen__title">
          {view.title ?? t.phoneCallTitle}
        </h2>
      )}
      <p part="phone-call-content" className="mkt-otp-screen__text">
        {(view.mode === 'choice' ? view.content : view.summary) ?? t.phoneCallOffer}
      </p>
      {view.mode === 'choice' ? (
        <div part="phone-call-choices" className="mkt-otp-screen__channels">
          <Button part="button phone-call-confirm" data-channel={view.confirm} block busy={busy} onClick={() => choose(view.confirm)}>
            <span className="mkt-otp-screen__channel">
              <Icon name={view.confirm} />
              {labelOf(view.confirm)}
            </span>
          </Button>
          <Button part="button phone-call-cancel" data-channel={view.cancel} color="secondary" fill="outline" block busy={busy} onClick={() => choose(view.cancel)}>
            <span className="mkt-otp-screen__channel">
              <Icon name={view.cancel} />
              {labelOf(view.cancel)}
            </span>
          </Button>
        </div>
      ) : (
        <div part="phone-call-actions" className="mkt-otp-screen__row">
          <Button part="button phone-call-cancel" color="secondary" fill="outline" disabled={busy} onClick={back}>
            {view.cancelText ?? t.cancel}
          </Button>
          <Button part="button phone-call-confirm" data-channel="VOICE" busy={busy} onClick={() => choose('VOICE')}>
            {view.confirmText ?? t.callNow}
          </Button>
        </div>
      )}
      <Loading visible={busy} />
    </section>
  );
}
