/**
 * What the code-sending screens share: the channel list of this popup, a single-flight send, and
 * what to do with a send's outcome (SPEC §4: SMS_UPLINK -> SmsUplink, risk -> PhoneCall, else Verify).
 */
import { getRegion } from '../../../config/regions.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { useScreenDraft } from '../../../kit/use-screen-draft.ts';
import type { SendChannelList } from '../../../api/index.ts';
import type { DeliveryChannel } from '../../../config/constants.ts';
import { channelButtons, channelPopupKey, lastUsedFirst, loadChannelList, type ChannelButton } from '../channels.ts';
import { lastUsedChannel } from '../../../flows/last-used.ts';
import { coolingPeriodUrl, sendCode, type SendOutcome, type SendRequest } from '../otp.ts';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopupActions, type PopupActions } from '../../../kit/use-popup-actions.ts';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { refusedField } from '../../../flows/field-error.ts';
import { userMessage } from '../../../api/errors.ts';

/** The channel list (cached per popup key); undefined while it loads. */
export function useChannelList(): SendChannelList | undefined {
  const actions = usePopupActions();
  const { t, lang } = useTranslation();
  const [list, setList] = useState<SendChannelList>();
  const smsLabel = t.channelLabels.SMS;
  useEffect(() => {
    let live = true;
    void loadChannelList({ api: actions.api, signal: actions.signal }, { popupKey: channelPopupKey(getRegion(actions.context.region).code, lang), smsLabel }).then((loaded) => {
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
  const [lastChannel] = useState(lastUsedChannel);
  const buttons = list
    ? lastUsedFirst(
        channelButtons(list, t.channelLabels)
          .filter((button) => !allowed || allowed.includes(button.deliveryType))
          .map((button, index) => ({ ...button, primary: index === 0 })),
        lastChannel,
      )
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
 * when `allowSend` says no), and the outcomes shown on the form itself: an invalid number (ours or
 * the server's refusal of the number) under the field until the number is edited, only the
 * channels a channel limit still allows. Spread `field` on PhoneField and `channels` on
 * ChannelButtons; `submit` is the form's: Enter in the field sends with the first channel.
 */
export function usePhoneSendForm(from: SendingScreen, request: (input: PhoneSend) => SendRequest, allowSend: () => boolean = () => true) {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const { buttons, limitTo } = useChannelButtons();
  const { send, busy } = useSendCode(from);
  // Kept while a screen is stacked on top (Verify's Back and "Change phone number").
  const [phone, setPhone] = useScreenDraft('phone', '');
  const [phoneError, setPhoneError] = useState<string>();
  const countryCode = getRegion(actions.context.region).phonePrefix ?? '';
  // Enter pressed before the channel list has arrived (a slow network) is not lost: the form is
  // busy until the list is in, then sends with its first channel and the number as it is then.
  const [sendOnArrival, setSendOnArrival] = useState(false);
  const firstChannel = buttons[0]?.deliveryType;

  const onSend = async (deliveryType: DeliveryChannel) => {
    if (phone === '' || !allowSend()) return;
    setPhoneError(undefined);
    const outcome = await send(request({ phone, phonePrefixCode: countryCode, deliveryType }));
    if (outcome?.kind === 'invalid-phone') setPhoneError(t.invalidPhone);
    if (outcome?.kind === 'error' && refusedField(outcome.error) === 'phone') setPhoneError(userMessage(outcome.error, t));
    if (outcome?.kind === 'channel-limited') limitTo(outcome.available);
  };
  useEffect(() => {
    if (!sendOnArrival || !firstChannel) return;
    setSendOnArrival(false);
    void onSend(firstChannel);
    // onSend is a new function every render; this render's has the number as it is now. (React's
    // useEffectEvent would say so, but hosts of the bundler build may run React 19.0 or 19.1.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnArrival, firstChannel]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (firstChannel) void onSend(firstChannel);
    else setSendOnArrival(true);
  };
  const editPhone = (value: string) => {
    setPhone(value);
    setPhoneError(undefined);
  };
  const working = busy || sendOnArrival;
  return {
    busy: working,
    field: { countryCode, value: phone, onValueChange: editPhone, error: phoneError },
    channels: { buttons, onSend, busy: working },
    submit,
  };
}

/** The screens that send codes; each has the send outcomes in the transition table (src/screens/transitions.ts). */
export type SendingScreen = 'login' | 'registry' | 'add-phone' | 'verify' | 'phone-call' | 'verify-method-list';

/**
 * A send from screen `from` that runs once at a time however fast the clicks, and reports its
 * outcome to the popup controller. Returns the outcomes the screen itself shows (empty, invalid
 * phone, channel limited), or undefined.
 */
export function useSendCode(from: SendingScreen) {
  const actions = usePopupActions();
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);

  const send = async (request: SendRequest): Promise<SendOutcome | undefined> => {
    let shown: SendOutcome | undefined;
    await runOnce(async () => {
      const outcome = await sendCode({ api: actions.api, signal: actions.signal }, request);
      if (!actions.isCurrent()) return;
      reportSendOutcome(outcome, actions, from);
      shown = outcome;
    });
    return shown;
  };
  return { send, busy };
}

/** The screens whose phone field says a refusal of the number (usePhoneSendForm). */
const PHONE_FORM_SCREENS: readonly SendingScreen[] = ['login', 'registry', 'add-phone'];

/**
 * SPEC §4: a sent code goes on to Verify or SmsUplink, a risk answer to PhoneCall; a failure is a
 * toast, but a refusal of the number on a screen with the phone field is said at that field.
 */
function reportSendOutcome(outcome: SendOutcome, actions: PopupActions, from: SendingScreen): void {
  switch (outcome.kind) {
    case 'verify':
      actions.go(from, 'code-sent', { ...outcome.params });
      return;
    case 'sms-uplink':
      actions.go(from, 'uplink-required', { ...outcome.params });
      return;
    case 'risk':
      actions.go(from, 'risk', { ...outcome.params });
      return;
    case 'cooling-period':
      actions.go(from, 'cooling-period', { url: coolingPeriodUrl({ region: getRegion(actions.context.region).code, env: actions.context.env }) });
      return;
    case 'error':
      if (!PHONE_FORM_SCREENS.includes(from) || refusedField(outcome.error) !== 'phone') actions.showError(outcome.error);
      return;
    default:
      return;
  }
}
