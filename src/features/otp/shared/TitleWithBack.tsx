import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import '../../../ui/Icon/more-icons.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';

/** The title row of the code screens (Verify, VerifyMethodList, SmsUplink): a back button, then the title. */
export function TitleWithBack({ titleId, title, onBack }: { titleId: string; title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mkt-otp-screen__row">
      <Button part="button back-button" color="secondary" fill="text" size="small" aria-label={t.goBack} onClick={onBack}>
        <Icon name="back" />
      </Button>
      <h2 id={titleId} part="screen-title" className="mkt-screen__title">
        {title}
      </h2>
    </div>
  );
}
