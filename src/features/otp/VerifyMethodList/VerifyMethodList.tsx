/**
 * Other ways to get the code (SPEC §2 VerifyMethodList): each alternative channel as a button with
 * its icon and text; choosing one resends through it (isResend, scene tryAnotherWay) and shows a
 * fresh Verify.
 */
import { TitleWithBack } from '../../../kit/TitleWithBack.tsx';
import type { DeliveryChannel } from '../../../config/constants.ts';
import { channelButtons } from '../channels.ts';
import { OTP_SCENES, readVerifyParams, resendRequest } from '../otp.ts';
import { Loading } from '../../../ui/Loading/Loading.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ChannelButtons } from '../shared/ChannelButtons.tsx';
import { otpCss } from '../shared/otp.css.ts';
import { useChannelList, useSendCode } from '../shared/use-otp.ts';

export function VerifyMethodList() {
  const { t } = useTranslation();
  const { entry } = usePopup();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const params = readVerifyParams(entry.params);
  const channels = useChannelList();
  const { send, busy } = useSendCode('verify-method-list');

  const onSend = async (deliveryType: DeliveryChannel) => {
    if (!params) return;
    await send(resendRequest(params, deliveryType, OTP_SCENES.tryAnotherWay));
  };
  const buttons = channels && params ? channelButtons(channels, t.channelLabels, [params.deliveryType]) : [];

  return (
    <section part="screen-verify-method-list" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      <TitleWithBack titleId={titleId} title={t.verifyMethodListTitle} onBack={() => actions.go('verify-method-list', 'back')} />
      <ChannelButtons buttons={buttons.map((b) => ({ ...b, primary: false }))} onSend={onSend} busy={busy} />
      <Loading visible={busy} />
    </section>
  );
}
