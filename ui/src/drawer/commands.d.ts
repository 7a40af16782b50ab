// The invoker commands of HTML (`command`, `commandfor`), which React renders as they are given and its
// types do not list yet: a button that opens or closes a dialog without the page's code.
import 'react';

declare module 'react' {
  // The same type parameter as React's own declaration, which this one merges with.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** What the button does to the element `commandfor` names ("show-modal", "close"). */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    /** The id of the element the button's `command` is for. */
    commandfor?: string;
  }
}
