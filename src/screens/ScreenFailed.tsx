/** What a screen that failed to render shows instead: its title, Back and Close. */
import type { PopupState } from '../stores/popup.ts';
import { Button } from '../ui/Button/Button.tsx';
import { useTranslation } from '../ui/i18n-context.tsx';
import { useScreenTitleId } from '../kit/popup-context.tsx';

export function ScreenFailed({ state }: { state: PopupState }) {
  const { t } = useTranslation();
  const titleId = useScreenTitleId();
  return (
    <section part="screen-failed" className="mkt-screen" role="alert">
      <h2 id={titleId} className="mkt-screen__title">{t.screenFailed}</h2>
      <div className="mkt-screen-failed__actions">
        <Button color="secondary" fill="outline" onClick={() => state.back() || state.close('user')}>
          {t.back}
        </Button>
        <Button color="primary" onClick={() => state.close('user')}>
          {t.close}
        </Button>
      </div>
    </section>
  );
}
