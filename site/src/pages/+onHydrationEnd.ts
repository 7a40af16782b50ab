/**
 * Once the page has hydrated: every control works, and the document says so (`html[data-hydrated]`,
 * which the end-to-end flows and the budget wait for).
 */
export default function onHydrationEnd() {
  // A link whose own handler already took the click (the language switch, which keeps the query and
  // the hash) is not followed again by the router, which listens on the document below this.
  document.documentElement.addEventListener('click', (event) => {
    if (event.defaultPrevented) event.stopPropagation();
  });
  document.documentElement.dataset.hydrated = '';
}
