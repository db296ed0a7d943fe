import { useEffect, useState } from 'react';
import type { DeliveryChannel } from '../../../config/constants.ts';
import type { ChannelButton } from '../channels.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { preloadOnIntent } from '../../../kit/screen-preload.ts';
import { LastUsedBadge } from '../../../ui/Badge/LastUsedBadge.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../../../ui/Icon/more-icons.tsx';

export interface ChannelButtonsProps {
  buttons: readonly ChannelButton[];
  /** Returns a promise: every button stays busy until it settles (one request per click). */
  onSend(deliveryType: DeliveryChannel): Promise<unknown>;
  busy?: boolean;
}

/** SPEC §2: one button per available channel, the first primary, the others secondary, each with its icon. */
export function ChannelButtons({ buttons, onSend, busy = false }: ChannelButtonsProps) {
  // One loading indicator per action (docs/design.md): the pressed button spins, the others wait.
  const [pressed, setPressed] = useState<DeliveryChannel>();
  // Enter in the phone field sends with the first channel: a finished send forgets the press.
  useEffect(() => {
    if (!busy) setPressed(undefined);
  }, [busy]);
  const spinning = busy ? (pressed ?? buttons[0]?.deliveryType) : undefined;
  const send = (deliveryType: DeliveryChannel) => {
    setPressed(deliveryType);
    return onSend(deliveryType);
  };
  const { t } = useTranslation();
  return (
    <div part="channel-buttons" className="mkt-otp-screen__channels">
      {/* Enter pressed while the channel list is on its way: the send waits for it (usePhoneSendForm). */}
      {buttons.length === 0 && busy ? (
        <p className="mkt-otp-screen__waiting" role="status">
          <Spinner />
          <span className="mkt-visually-hidden">{t.loading}</span>
        </p>
      ) : null}
      {buttons.map((button) => (
        <Button
          key={button.deliveryType}
          part={`button channel-button${button.primary ? ' channel-button-primary' : ''}`}
          data-channel={button.deliveryType}
          color={button.primary ? 'primary' : 'secondary'}
          fill={button.primary ? 'solid' : 'outline'}
          block
          busy={spinning === button.deliveryType}
          disabled={busy && spinning !== button.deliveryType}
          // A code sent leads to Verify (SMS from phone to its own screen): fetch it on intent.
          {...preloadOnIntent(button.deliveryType === 'SMS_UPLINK' ? 'sms-uplink' : 'verify')}
          // The primary channel is the form's own action, as Enter in the field is: a submit
          // button, which the sheet also brings into view with a focused field
          // when the on-screen keyboard is up (Mask).
          {...(button.primary ? { type: 'submit' as const } : { onClick: () => send(button.deliveryType) })}
        >
          <span className="mkt-otp-screen__channel">
            <Icon name={button.deliveryType} />
            {button.label}
            {button.lastUsed ? <LastUsedBadge /> : null}
          </span>
        </Button>
      ))}
    </div>
  );
}
