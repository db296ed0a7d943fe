/**
 * What the code-sending screens share: the channel list of this popup, a single-flight send, and
 * what to do with a send's outcome (SPEC §4: SMS_UPLINK -> SmsUplink, risk -> PhoneCall, else Verify).
 */
import { useEffect, useState } from 'react';
import type { SendChannelList } from '../../api/index.ts';
import type { DeliveryChannel } from '../../config/constants.ts';
import { dispatchMktEvent } from '../../events/dispatch.ts';
import { channelButtons, channelPopupKey, loadChannelList, type ChannelButton } from '../../flows/channels.ts';
import { coolingPeriodUrl, sendCode, type SendOutcome, type SendRequest } from '../../flows/otp.ts';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup } from '../popup-context.tsx';
import { usePopupActions, type PopupActions } from '../use-popup-actions.ts';
import { useSingleFlight } from '../use-single-flight.ts';

/** The channel list (cached per popup key); undefined while it loads. */
export function useChannelList(): SendChannelList | undefined {
  const actions = usePopupActions();
  const { t, lang } = useTranslation();
  const [list, setList] = useState<SendChannelList>();
  const smsLabel = t.channelLabels.SMS;
  useEffect(() => {
    let live = true;
    void loadChannelList({ api: actions.api, signal: actions.signal }, { popupKey: channelPopupKey(actions.region.code, lang), smsLabel }).then((loaded) => {
      if (live) setList(loaded);
    });
    return () => {
      live = false;
    };
  }, [actions, lang, smsLabel]);
  return list;
}

/**
 * The channel buttons of this popup (SPEC §2: first primary); `limitTo` keeps only the channels a
 * channel-limit check still allows (SPEC §3 checkMsChannelLimit).
 */
function useChannelButtons(): { buttons: ChannelButton[]; limitTo(available: string[]): void } {
  const { t } = useTranslation();
  const list = useChannelList();
  const [allowed, setAllowed] = useState<string[]>();
  const buttons = list
    ? channelButtons(list, t.channelLabels)
        .filter((button) => !allowed || allowed.includes(button.deliveryType))
        .map((button, index) => ({ ...button, primary: index === 0 }))
    : [];
  return { buttons, limitTo: setAllowed };
}

/**
 * How a successful send moves on: push the next screen, replace this one (a resend from Verify),
 * or replace the screen below (VerifyMethodList: back to a fresh Verify).
 */
/** What the phone form knows when a channel is chosen; the screen turns it into its request. */
export interface PhoneSend {
  phone: string;
  phonePrefixCode: string;
  deliveryType: DeliveryChannel;
}

/**
 * The phone-and-channels form of Registry, AddPhone and the Login OTP tab (SPEC §2, §5): the
 * number after the region's read-only prefix, a send that does nothing with an empty phone (or
 * when `allowSend` says no), and the outcomes shown on the form itself: an invalid number under
 * the field, only the channels a channel limit still allows. Spread `field` on PhoneField and
 * `channels` on ChannelButtons (and sendWithFirstChannel).
 */
export function usePhoneSendForm(request: (input: PhoneSend) => SendRequest, allowSend: () => boolean = () => true) {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const { buttons, limitTo } = useChannelButtons();
  const { send, busy } = useSendCode();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const countryCode = actions.region.phonePrefix ?? '';

  const onSend = async (deliveryType: DeliveryChannel) => {
    if (phone === '' || !allowSend()) return;
    setPhoneError(undefined);
    const outcome = await send(request({ phone, phonePrefixCode: countryCode, deliveryType }));
    if (outcome?.kind === 'invalid-phone') setPhoneError(t.invalidPhone);
    if (outcome?.kind === 'channel-limited') limitTo(outcome.available);
  };
  return {
    busy,
    field: { countryCode, value: phone, onValueChange: setPhone, error: phoneError },
    channels: { buttons, onSend, busy },
  };
}

export type SendNavigation = 'push' | 'replace' | 'replace-previous';

/**
 * A send that runs once at a time however fast the clicks, and routes its outcome. Returns the
 * outcomes the screen itself shows (empty, invalid phone, channel limited), or undefined.
 */
export function useSendCode(navigation: SendNavigation = 'push') {
  const actions = usePopupActions();
  const { instance } = usePopup();
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);

  const send = async (request: SendRequest): Promise<SendOutcome | undefined> => {
    let shown: SendOutcome | undefined;
    await runOnce(async () => {
      const outcome = await sendCode({ api: actions.api, signal: actions.signal }, request);
      if (!actions.isCurrent()) return;
      routeSendOutcome(outcome, actions, instance.host, navigation);
      shown = outcome;
    });
    return shown;
  };
  return { send, busy };
}

/** Moves the popup on for a successful send; shows the toast of a failed one. */
function routeSendOutcome(outcome: SendOutcome, actions: PopupActions, host: EventTarget, navigation: SendNavigation): void {
  const go = (screen: 'verify' | 'sms-uplink', params: Record<string, unknown>) => {
    if (navigation === 'push') actions.state.push(screen, params);
    else if (navigation === 'replace') actions.state.replace(screen, params);
    else {
      actions.state.back();
      actions.state.replace(screen, params);
    }
  };
  switch (outcome.kind) {
    case 'verify':
      go('verify', { ...outcome.params });
      return;
    case 'sms-uplink':
      go('sms-uplink', { ...outcome.params });
      return;
    case 'risk':
      actions.state.push('phone-call', { ...outcome.params });
      return;
    case 'cooling-period': {
      const url = coolingPeriodUrl({ region: actions.region.code, env: actions.context.env });
      // A navigation the widget performs is announced first, cancelable (ARCHITECTURE "Events").
      if (dispatchMktEvent(host, 'mkt-next-step', { action: 'REGISTER_IN_COOLING_PERIOD', url, data: {} }, { cancelable: true })) location.assign(url);
      return;
    }
    case 'error':
      actions.showError(outcome.error);
      return;
    default:
      return;
  }
}
