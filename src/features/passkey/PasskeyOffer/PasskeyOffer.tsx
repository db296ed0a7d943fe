/**
 * "Log in faster next time": shown after a password or OTP login, before the popup
 * closes, where `shouldOfferPasskey` said so. "Create a passkey" asks the device to make one and
 * registers it; a toast confirms it. "Not now" is remembered on this device for 30 days. Either
 * way the popup then closes with reason 'success' (the shopper is already signed in).
 */
import { Button } from '../../../ui/Button/Button.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';
import { toast } from '../../../stores/toast.ts';
import { createPasskey } from '../../../flows/passkey-create.ts';
import { snoozePasskeyOffer } from '../../../flows/passkey-memory.ts';

const offerCss = /* css */ `
.mkt-passkey-offer__actions { display: flex; flex-direction: column; gap: var(--mkt-space-2); margin-block-start: var(--mkt-space-4); }
`;

export function PasskeyOffer() {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const userId = typeof entry.params.userId === 'string' ? entry.params.userId : undefined;

  const create = async () => {
    const outcome = await createPasskey(actions.api, { signal: actions.signal, userId });
    if (!actions.isCurrent()) return;
    switch (outcome.kind) {
      case 'created':
        toast(t.passkeyCreated, { lang: actions.context.language });
        actions.go('passkey-offer', 'done');
        break;
      case 'exists':
        actions.go('passkey-offer', 'done');
        break;
      case 'cancelled':
        // The offer stays: the shopper may try again, or say "Not now". The same short word as
        // on Login, in the toast's live region.
        toast(t.passkeyCancelled, { lang: actions.context.language });
        break;
      case 'failed':
        actions.showError(outcome.error);
        break;
      case 'aborted':
        break;
    }
  };

  const notNow = () => {
    snoozePasskeyOffer();
    actions.go('passkey-offer', 'done');
  };

  return (
    <ScreenShell part="passkey-offer" title={t.passkeyOfferTitle} description={t.passkeyOfferText} descriptionPart="passkey-offer-text">
      <style>{offerCss}</style>
      <div className="mkt-passkey-offer__actions">
        <Button part="button passkey-create" block data-autofocus onClick={create}>
          {t.passkeyCreate}
        </Button>
        <Button part="button passkey-not-now" color="secondary" fill="outline" block onClick={notNow}>
          {t.passkeyNotNow}
        </Button>
      </div>
    </ScreenShell>
  );
}
