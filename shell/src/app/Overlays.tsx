import { useEffect, useMemo } from 'react';
import { bus, useDialogsStore, useToastsStore } from '@casino/shared';
import { DialogHost } from '../platform/dialogs';
import { useRemotes } from '../federation/context';
import { remoteDialogs } from '../federation/dialogs';
import { ToastArea } from '../features/toasts';

/** Connects the bus to the shell's dialog queue and toast area; remotes use only the bus. */
export function Overlays() {
  const remotes = useRemotes();
  const dialogsOfRemotes = useMemo(() => remoteDialogs(remotes), [remotes]);
  useEffect(() => {
    const offs = [
      bus.on('toast:show', (toast) => void useToastsStore.getState().show(toast)),
      bus.on(
        'dialog:open',
        ({ id, type, props, preventClose }) => void useDialogsStore.getState().open({ component: id, type: type ?? 'popup', props, preventClose }),
      ),
      bus.on('dialog:close', ({ id, immediate }) => void useDialogsStore.getState().close(id, immediate)),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return (
    <>
      <ToastArea />
      <DialogHost remotes={dialogsOfRemotes} />
    </>
  );
}
