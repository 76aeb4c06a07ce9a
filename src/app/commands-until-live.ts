import { commandsAreNative } from '@/lib/invoker-commands';

/** Does a button's `command` to the dialog its `commandfor` names, as a browser that knows commands does. */
function doCommand(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
  const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close();
}

/**
 * Where the browser does not carry out a button's `command` itself, does
 * it for a page that is still an app until the app is live, whose buttons
 * then do it: the header's login opens its dialog at the first press there
 * too, rather than waiting for the app. Returns how to stop.
 */
export function doCommandsUntilLive(): () => void {
  if (commandsAreNative()) return () => undefined;
  document.addEventListener('click', doCommand);
  return () => document.removeEventListener('click', doCommand);
}
