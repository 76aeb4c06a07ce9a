import type { ChatShellElement } from './chat-trigger.ts';
import {
  CHAT_ASSISTANT_WANTED_EVENT,
  CHAT_SHELL_ATTRIBUTE,
  CHAT_SHELL_GLOBALS,
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
  /**
   * What the questions sent are told if the answers cannot come: a note and
   * a link to the contact page, which the shell gives the questions as the
   * message to start with, in its query's `messageKey`.
   */
  failedMarkup: string;
  messageKey: string;
  closeLabel: string;
  /** The words of the button that asks for a person, and the question it sends. */
  askPerson: string;
  askPersonQuestion: string;
}

interface ChatShellNames {
  shell: string;
  /** On the shell when the page has a scroll bar, for the rules to keep its width (see scrollLock). */
  gutter: string;
  wanted: string;
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
 * If the assistant's code cannot come, the questions waiting are told so and
 * offered the contact form with them filled in; each question sent asks for
 * the code again. The page does not scroll behind it, as behind the
 * assistant's own panel; the rule that holds it still lasts as long as the
 * shell is on the page, so the assistant's own hold takes over without a gap.
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
    // Under the questions sent: that the answers are coming, or that they cannot.
    let note: Element | undefined;
    const waiting = document.createElement('p');
    waiting.className = parts.noteClass;
    waiting.textContent = parts.waitingNote;
    const failure = document.createRange().createContextualFragment(parts.failedMarkup)
      .firstElementChild as Element;
    const show = (next: Element) => {
      if (note) note.replaceWith(next);
      else log.insertBefore(next, log.lastElementChild);
      note = next;
    };

    const hold = (text: string) => {
      const question = text.trim();
      if (!question) return;
      shell.held.push(question);
      show(waiting);
      const sent = document.createElement('p');
      sent.className = parts.questionClass;
      sent.textContent = question;
      log.insertBefore(sent, waiting);
      input.value = '';
      input.focus();
      document.dispatchEvent(new Event(names.wanted));
    };
    shell.handOver = () => {
      shell.remove();
      if (page) page.inert = false;
    };
    shell.failed = () => {
      if (note !== waiting) return;
      const link = failure.querySelector('a');
      const message = shell.held.filter((question) => question !== parts.askPersonQuestion).join('\n');
      if (link && message) {
        const url = new URL(link.href);
        url.searchParams.set(parts.messageKey, message);
        link.href = url.href;
      }
      show(failure);
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
    // The page's scroll bar gives way to a gutter of its width, so the page does not move under the panel.
    if (innerWidth > document.documentElement.clientWidth) shell.setAttribute(names.gutter, '');
    document.body.appendChild(shell);
    // The page behind is out of reach, as behind the assistant's own dialog.
    if (page) page.inert = true;
    input.focus();
    document.dispatchEvent(new Event(names.wanted));
  }

  globals[names.open] = open;
  const pressed = globals[names.pressed];
  globals[names.pressed] = undefined;
  if (pressed instanceof HTMLElement) open(pressed);
}

/**
 * Holds the page still while the shell is on it, as the assistant's own
 * panel does (react-aria's usePreventScroll): no scrolling, and a page that
 * had a scroll bar keeps its width in a gutter. Being rules, not styles set
 * on the page, they end with the shell and never cross the assistant's own.
 */
function scrollLock(names: ChatShellNames): string {
  return (
    `:root:has(>body>[${names.shell}]){overflow:hidden}` +
    `:root:has(>body>[${names.gutter}]){scrollbar-gutter:stable}`
  );
}

/** The early panel's script file, as source. */
export function chatShellScript(parts: ChatShellParts): string {
  const names: ChatShellNames = {
    shell: CHAT_SHELL_ATTRIBUTE,
    gutter: `${CHAT_SHELL_ATTRIBUTE}-gutter`,
    wanted: CHAT_ASSISTANT_WANTED_EVENT,
    ...CHAT_SHELL_GLOBALS,
  };
  const css = parts.css + scrollLock(names);
  return `(${runChatShell.toString()})(${JSON.stringify({ ...parts, css })},${JSON.stringify(names)})`;
}

/** How near the screen a trigger is when the panel's script is asked for: a screen's height away. */
const NEAR_SCREEN = '100% 0px';

/**
 * The loader's part for the chat triggers, as source (src/tools/entry-after-paint-plugin.ts):
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
