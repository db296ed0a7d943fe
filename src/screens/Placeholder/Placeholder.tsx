import { Button } from '../../ui/Button/Button.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopup } from '../popup-context.tsx';

/**
 * Stand-in for a screen whose flow has not landed yet (issue 4 allows it): it names the screen
 * and offers Back, so the stack, the back behaviour and the events can already be used.
 */
export function Placeholder() {
  const { t } = useTranslation();
  const { instance, entry } = usePopup();
  return (
    <section part="screen-placeholder" className="mkt-screen" aria-labelledby="placeholder-title">
      <h2 id="placeholder-title" className="mkt-screen__title">
        {entry.screen}
      </h2>
      <Button color="secondary" fill="outline" onClick={() => instance.state.back() || instance.state.close('user')}>
        {t.back}
      </Button>
    </section>
  );
}
