import type { ChatShellElement } from './chat-trigger.ts';
import {
  CHAT_SHELL_ATTRIBUTE,
  CHAT_SHELL_GLOBALS,
  CHAT_SHELL_OPENED_EVENT,
  CHAT_TRIGGER_ATTRIBUTE,
} from './chat-trigger.ts';

/** What the early panel is made of, all decided by the build. */
export interface ChatShellParts {
  /** The assistant's panel as it first opens, rendered by its own component; its root carries CHAT_SHELL_ATTRIBUTE. */
  markup: string;
  /** The site's rules for that markup and for what a question sent adds to it. */
  css: string;
  /** The classes of a question sent, and of the note under it. */
  questionClass: string;
  noteClass: string;
  /** The note shown while the answers are on their way. */
  waitingNote: string;
  closeLabel: string;
  /** The words of the button that asks for a person, and the question it sends. */
  askPerson: string;
  askPersonQuestion: string;
}

interface ChatShellNames {
  shell: string;
  opened: string;
  open: string;
  pressed: string;
}

type ShellWindow = Window & Record<string, unknown>;

/**
 * Shows the assistant's panel at a trigger's press while the assistant's
 * own code is on its way: the same markup and rules, so that its arrival
 * replaces it with nothing seen to change. Typing works as in any field;
 * a question sent, a suggestion or the person button is kept, shown as
 * sent, for the assistant to answer once live (src/features/assistant/use-shell-takeover.ts).
 * It runs as a script file of its own, so it must stand alone: no imports
 * and nothing from the outer scope.
 */
function runChatShell(parts: ChatShellParts, names: ChatShellNames): void {
  const globals = window as unknown as ShellWindow;
  let style: HTMLStyleElement | undefined;

  function open(trigger: HTMLElement | null): void {
    if (document.querySelector(`[${names.shell}]`)) return;
    if (!style) {
      style = document.createElement('style');
      style.textContent = parts.css;
      document.head.appendChild(style);
    }
    const holder = document.createElement('div');
    holder.innerHTML = parts.markup;
    const shell = holder.firstElementChild as ChatShellElement;
    const input = shell.querySelector('input');
    const log = shell.querySelector('[role="log"]');
    const page = document.getElementById('root');
    if (!input || !log) return;
    shell.held = [];
    shell.opener = trigger;
    let note: HTMLElement | undefined;

    const hold = (text: string) => {
      const question = text.trim();
      if (!question) return;
      shell.held.push(question);
      if (!note) {
        note = document.createElement('p');
        note.className = parts.noteClass;
        note.textContent = parts.waitingNote;
        log.insertBefore(note, log.lastElementChild);
      }
      const sent = document.createElement('p');
      sent.className = parts.questionClass;
      sent.textContent = question;
      log.insertBefore(sent, note);
      input.value = '';
      input.focus();
    };
    shell.handOver = () => {
      shell.remove();
      if (page) page.inert = false;
    };
    const close = () => {
      shell.handOver();
      trigger?.focus();
    };

    shell.addEventListener('submit', (event) => {
      event.preventDefault();
      hold(input.value);
    });
    shell.addEventListener('click', (event) => {
      if (event.target === shell) return close();
      const pressed = (event.target as Element).closest('button');
      if (!pressed || pressed.type === 'submit') return;
      if (pressed.getAttribute('aria-label') === parts.closeLabel) return close();
      hold(pressed.textContent === parts.askPerson ? parts.askPersonQuestion : (pressed.textContent ?? ''));
    });
    shell.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    document.body.appendChild(shell);
    // The page behind is out of reach, as behind the assistant's own dialog.
    if (page) page.inert = true;
    input.focus();
    document.dispatchEvent(new Event(names.opened));
  }

  globals[names.open] = open;
  const pressed = globals[names.pressed];
  globals[names.pressed] = undefined;
  if (pressed instanceof HTMLElement) open(pressed);
}

/** The early panel's script file, as source. */
export function chatShellScript(parts: ChatShellParts): string {
  const names: ChatShellNames = {
    shell: CHAT_SHELL_ATTRIBUTE,
    opened: CHAT_SHELL_OPENED_EVENT,
    ...CHAT_SHELL_GLOBALS,
  };
  return `(${runChatShell.toString()})(${JSON.stringify(parts)},${JSON.stringify(names)})`;
}

/** How near the screen a trigger is when the panel's script is asked for: a screen's height away. */
const NEAR_SCREEN = '100% 0px';

/**
 * The loader's part for the chat triggers, as source (src/server/entry-after-paint-plugin.ts):
 * a trigger's press opens the early panel, asking for its script if it has
 * not come yet, and the page's first script with it, which wakes the
 * assistant. The panel's script is asked for ahead of the press, as a
 * trigger comes near the screen (NEAR_SCREEN) or a pointer, a touch or
 * focus reaches one: a visitor who only reads the top of a page never
 * fetches it, and one who scrolls to a trigger has it before pressing. A press the assistant took once live
 * (defaultPrevented), or a modified click (new tab, new window), is left
 * alone; if the panel's script cannot come, the trigger's link is followed.
 * `go` names the loader's function that starts the first script. Every page
 * fetches it, so it is written small.
 */
export function chatTriggersScript(shellSrc: string, go: string): string {
  const open = `window.${CHAT_SHELL_GLOBALS.open}`;
  const pressed = `window.${CHAT_SHELL_GLOBALS.pressed}`;
  return (
    `(function(){var s;function t(e){return e.target.closest&&e.target.closest('[${CHAT_TRIGGER_ATTRIBUTE}]')}` +
    `function ask(p){if(${open})return p&&${open}(p);if(p)${pressed}=p;if(s)return;` +
    `s=document.createElement('script');s.src=${JSON.stringify(shellSrc)};` +
    `s.onerror=function(){s=null;var q=${pressed};${pressed}=null;q&&location.assign(q.href)};document.head.appendChild(s)}` +
    `document.addEventListener('click',function(e){var p=t(e);` +
    `if(!p||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;` +
    `e.preventDefault();${go}();ask(p)},true);` +
    `['pointerover','touchstart','focusin'].forEach(function(y){document.addEventListener(y,function(e){t(e)&&ask()},{capture:true,passive:true})});` +
    `if(window.IntersectionObserver){var o=new IntersectionObserver(function(l){l.some(function(e){return e.isIntersecting})&&(o.disconnect(),ask())},{rootMargin:${JSON.stringify(NEAR_SCREEN)}});` +
    `document.querySelectorAll('[${CHAT_TRIGGER_ATTRIBUTE}]').forEach(function(e){o.observe(e)})}})()`
  );
}
