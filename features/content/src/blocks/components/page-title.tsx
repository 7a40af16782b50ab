/**
 * The page's h1. It takes focus (tabIndex -1, id "page-title") when the site moves focus to a newly
 * loaded page, so screen readers start reading from its title.
 */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return (
    <h1
      id="page-title"
      tabIndex={-1}
      className="font-display text-3xl font-semibold text-balance text-fg md:text-5xl"
    >
      {children}
    </h1>
  );
}
