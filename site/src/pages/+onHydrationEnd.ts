import { followLinksInWaitingParts, navigate } from '../routing';

/** Once the frame has hydrated (the page's content marks itself: `MarkHydrated` in app.tsx). */
export default function onHydrationEnd() {
  // A link whose own handler already took the click (the language switch, which keeps the query and
  // the hash) is not followed again by the router, which listens on the document below this.
  document.documentElement.addEventListener('click', (event) => {
    if (event.defaultPrevented) event.stopPropagation();
  });
  // A link pressed in the header or the footer before they hydrate is shown in-page too.
  followLinksInWaitingParts((to) => navigate(to));
}
