import { $dialogQueue, dialogText, settleDialog } from '../../stores/dialog.ts';
import { useTranslation } from '../i18n-context.tsx';
import { useStore } from '../use-store.ts';
import { Dialog } from './Dialog.tsx';

/** Shows the dialogs queued by `alert()` / `confirm()`, one at a time, oldest first. */
export function DialogHost() {
  const queue = useStore($dialogQueue);
  const { t } = useTranslation();
  const current = queue[0];
  if (!current) return null;
  const { id } = current;
  return (
    <Dialog
      key={id}
      open
      title={dialogText(current.title, t)}
      desc={dialogText(current.desc, t)}
      theme={current.theme}
      maskClosable={current.maskClosable}
      confirmText={dialogText(current.confirmText, t)}
      cancelText={dialogText(current.cancelText, t)}
      showCancel={current.kind === 'confirm'}
      onConfirm={() => settleDialog(id, true)}
      // SPEC §4: an alert resolves on any close; a confirm resolves false unless confirmed.
      onCancel={() => settleDialog(id, false)}
      onClose={() => settleDialog(id, false)}
    />
  );
}
