import { Button } from '../ui/Button/Button.tsx';
import { Icon } from '../ui/Icon/Icon.tsx';
import '../ui/Icon/more-icons.tsx';
import { useTranslation } from '../ui/i18n-context.tsx';

/**
 * The one Back pattern (docs/design.md): an icon button named "Go back" at the start of
 * the title row, then the title. Every screen with a way back uses it (the code screens, and
 * through ScreenShell's `onBack` forgot and reset password).
 */
export function TitleWithBack({ titleId, title, onBack }: { titleId: string; title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mkt-title-row">
      <Button part="button back-button" color="secondary" fill="text" size="small" aria-label={t.goBack} onClick={onBack}>
        <Icon name="back" />
      </Button>
      <h2 id={titleId} part="screen-title" className="mkt-screen__title">
        {title}
      </h2>
    </div>
  );
}
