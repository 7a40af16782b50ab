import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  basketLineCountAtom,
  languageNames,
  languages,
  loginPathFor,
  memberAtom,
  renderedMemberAtom,
  reportError,
  retryOnce,
  useHydrated,
  useNavigate,
  useSessionFreshOnRestore,
  type PageContent,
} from '@cepa/core';
import { whenIdle } from '@cepa/core/page';
import { CountBadge, Drawer, DrawerRoot, DrawerTrigger, Icon, buttonVariants, cn } from '@cepa/ui';
import { useLayoutMessages } from '../messages';

// The profile menu loads when first needed, not with every page.
const ProfileMenu = lazy(() => import('../profile-menu/profile-menu'));

/** What the header hands the basket preview it opens (the shop's: the site composes the two slices). */
export type BasketPreviewProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The header's preview button: the pop-over opens under it and gives focus back to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  basketPath: string;
  /** The catalogue, linked from an empty basket; without it the message stands alone. */
  cataloguePath?: string;
};

/** Loads the basket preview's code, the first time the visitor reaches for it. */
export type BasketPreviewLoader = () => Promise<{ default: React.ComponentType<BasketPreviewProps> }>;

export type HeaderProps = {
  page: PageContent;
  /**
   * The path of the page shown, whose navigation link is the current one: `page.path` unless said
   * otherwise; `null` when `page` only frames a page none of the links leads to (the login page and the
   * error pages, shown in the home page's frame), so no link claims to be the page shown.
   */
  currentPath?: string | null;
  /**
   * The address of the page shown: an open menu closes when it changes (a link followed in it). `page`'s
   * own unless said otherwise; a frame kept from one page to the next (the login page's and the error
   * pages' frame is the home page's) says which page it frames.
   */
  shownPath?: string;
  /** Called instead of following the language link, for a site that switches language in place. */
  onLanguageChange?: (language: PageContent['language'], path: string) => void;
  /**
   * The basket preview beside the basket link, loaded on demand; without it (the pages that show
   * the basket themselves) the header has the link only.
   */
  basketPreview?: BasketPreviewLoader;
};

const linkClass = cn(
  'inline-flex min-h-11 items-center rounded px-3 font-semibold text-fg no-underline hover:bg-surface-muted',
  'focus-visible:outline-3 focus-visible:outline-focus',
);

/** The site header: brand, navigation (a drawer below 1024 px), language, basket and member access. */
export function Header({
  page,
  currentPath = page.path,
  shownPath,
  onLanguageChange,
  basketPreview,
}: HeaderProps) {
  const t = useLayoutMessages();
  // The basket count and the member shown here stay current when Back or Forward restores the page.
  useSessionFreshOnRestore();
  const { layout, language } = page;
  // The pseudo-language (where the build has it) is reached by its address (/qps/…), never offered: every
  // other page looks as it does in production (Storybook's baselines, the dev site).
  const alternates =
    import.meta.env.CEPA_PSEUDO_LANGUAGE === '1'
      ? page.alternates.filter((a) => a.language !== 'qps')
      : page.alternates;
  // The same page in each other language, in the order of the site's languages.
  const otherLanguages = alternates
    .filter((a) => a.language !== language)
    .sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));

  const navList = (orientation: 'row' | 'column') => (
    <nav aria-label={t('layout.header.navigation')}>
      <ul className={cn('flex', orientation === 'row' ? 'flex-row flex-wrap gap-1' : 'flex-col')}>
        {layout.navigation.map((item) => (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={currentPath !== null && item.path === currentPath ? 'page' : undefined}
              className={cn(
                linkClass,
                'aria-[current=page]:text-fg-accent',
                orientation === 'column' && 'w-full border-b border-border',
                // One line each: up to 1200 px the row is as wide as the header.
                orientation === 'row' && 'whitespace-nowrap max-[1200px]:px-2',
              )}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  // Each named in itself ("English" on a Spanish page, "Español" on an English one), in its own language.
  const languageLink = (className?: string) =>
    otherLanguages.map((alternate) => (
      <a
        key={alternate.language}
        href={alternate.path}
        hrefLang={alternate.language}
        lang={alternate.language}
        className={cn(linkClass, className)}
        onClick={(event) => {
          if (!onLanguageChange) return;
          event.preventDefault();
          onLanguageChange(alternate.language, alternate.path);
        }}
      >
        {languageNames[alternate.language]}
      </a>
    ));

  return (
    <MenuRoot path={shownPath ?? `${language}${page.path}`}>
      <header data-slot="layout-header" className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-16 max-w-page items-center gap-1 px-2 md:px-6">
          <div className="lg:hidden">
            <DrawerTrigger label={t('layout.header.menuButton')} />
          </div>
          <a
            href={`/${language}/`}
            aria-label={t('layout.header.home', { brand: layout.brand_name })}
            className={cn(linkClass, 'px-2 font-display text-xl whitespace-nowrap text-fg-accent')}
          >
            <span aria-hidden="true">{layout.brand_name}</span>
          </a>
          {/* It may shrink, its links wrapping, where a longer language's do not fit on one line. */}
          <div className="ms-4 hidden min-w-0 lg:block">{navList('row')}</div>
          <div className="ms-auto flex items-center gap-1">
            {languageLink('hidden sm:inline-flex')}
            <BasketLink path={layout.basket_path} />
            {basketPreview && (
              <BasketPreviewButton
                load={basketPreview}
                basketPath={layout.basket_path}
                cataloguePath={layout.catalogue_path}
                path={`${language}${page.path}`}
              />
            )}
            <MemberAccess page={page} />
          </div>
        </div>
      </header>
      {/* The navigation's drawer below 1024 px, after the header: a dialog of its own, not in its landmark. On
      phones it takes the whole width: a strip of the page beside it showed the funding banner's close button
      next to the menu's own, two close buttons side by side. */}
      <Drawer title={t('layout.header.menuTitle')} className="w-full sm:w-[min(22rem,calc(100%-3rem))]">
        <div className="flex flex-col gap-4">
          {navList('column')}
          {languageLink('w-fit')}
        </div>
      </Drawer>
    </MenuRoot>
  );
}

/**
 * The mobile menu's state: the drawer is in the page's HTML and its button opens it (before the page's code
 * has hydrated, where the browser runs the button's command); a followed link that leads to another page
 * (`path`) closes it.
 */
function MenuRoot({ path, children }: { path: string; children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(path);
  if (openedOn !== path) {
    setOpenedOn(path);
    setOpen(false);
  }
  return (
    <DrawerRoot isOpen={isOpen} onOpenChange={setOpen}>
      {children}
    </DrawerRoot>
  );
}

function BasketLink({ path }: { path: string }) {
  const t = useLayoutMessages();
  const live = useAtomValue(basketLineCountAtom);
  // The server renders no count (the basket is asked once the page is interactive): the header
  // hydrates from that HTML, however late, then shows the count.
  const count = useHydrated() ? live : 0;
  return (
    <a href={path} className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}>
      <Icon name="basket" className="size-6" />
      <span className="sr-only">
        {t('layout.header.basket')}
        {count > 0 ? ', ' : ''}
      </span>
      <CountBadge
        count={count}
        label={t('layout.header.basketCount', { count })}
        className="absolute -end-0.5 top-0.5"
      />
    </a>
  );
}

/**
 * The basket preview's button (a progressive enhancement: the basket link beside it works without
 * JavaScript, so the button appears once the page has hydrated, in a space kept for it). Its code
 * loads when the pointer or focus reaches the button, or at idle when the basket has lines; if it
 * cannot load, the button leads to the basket page instead.
 */
function BasketPreviewButton({
  load,
  basketPath,
  cataloguePath,
  path,
}: {
  load: BasketPreviewLoader;
  basketPath: string;
  cataloguePath: string | undefined;
  /** The page shown; the preview closes when another page is shown. */
  path: string;
}) {
  const t = useLayoutMessages();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [Preview, setPreview] = useState<React.ComponentType<BasketPreviewProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [openedOn, setOpenedOn] = useState(path);
  if (openedOn !== path) {
    setOpenedOn(path);
    setOpen(false);
  }
  // With something in the basket, the preview's code loads once the browser is idle: a press then waits
  // for the preview's render, not for its file too (about 130 ms to evaluate on a phone's CPU). An empty
  // basket, every anonymous first visit's, loads nothing until the pointer or the focus comes. Once in,
  // the preview is mounted (closed: it renders nothing), so that a press renders it in the press's own
  // task, not in one React schedules after the promise (a phone waited for that task in every first press).
  const hasLines = useAtomValue(basketLineCountAtom) > 0;
  const adopt = (module: { default: React.ComponentType<BasketPreviewProps> }) =>
    setPreview(() => module.default);
  useEffect(() => {
    if (!hydrated || !hasLines) return;
    // A failed load is tried again on the press, which reports it.
    return whenIdle(() => void load().then(adopt, () => {}));
  }, [hydrated, hasLines, load]);
  if (!hydrated) return <span className="inline-block w-7" aria-hidden="true" />;

  const prefetch = () => {
    // A failed prefetch is tried again on the press, which reports it.
    load().then(adopt, () => {});
  };
  const open = () => {
    if (Preview) return setOpen(true);
    if (loading) return;
    setLoading(true);
    retryOnce(load)()
      .then((module) => {
        setPreview(() => module.default);
        setOpen(true);
      })
      .catch((error: unknown) => {
        reportError(error, 'layout: loading the basket preview');
        navigate(basketPath);
      })
      .finally(() => setLoading(false));
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        data-slot="basket-preview-trigger"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        className={cn(buttonVariants({ variant: 'ghost' }), 'group w-7 px-0')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      >
        <Icon
          name="chevron-down"
          className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
        <span className="sr-only">{t('layout.header.basketPreview')}</span>
      </button>
      {Preview && (
        <Preview
          isOpen={isOpen}
          onOpenChange={setOpen}
          triggerRef={triggerRef}
          basketPath={basketPath}
          cataloguePath={cataloguePath}
        />
      )}
    </>
  );
}

function MemberAccess({ page }: { page: PageContent }) {
  const t = useLayoutMessages();
  const live = useAtomValue(memberAtom);
  const rendered = useAtomValue(renderedMemberAtom);
  // Hydrating, the member the server rendered for (the header hydrates once the browser is idle; the
  // member may be known by then): from that HTML, then the member as now known.
  const member = useHydrated() ? live : rendered;
  const placeholder = <span className="inline-block w-11" aria-hidden="true" />;
  if (member === undefined) return placeholder;
  if (member === null) {
    return (
      <a href={loginPathFor(page.path)} className={cn(linkClass, 'gap-2 px-2 whitespace-nowrap sm:px-3')}>
        <Icon name="user" />
        {/* The label shows beside the icon where there is room; on phones, and from 1024 to 1200 px
            (where the navigation is a row), the icon shows alone and the label stays for screen readers. */}
        <span className="sr-only sm:not-sr-only lg:max-[1200px]:sr-only">{t('layout.header.login')}</span>
      </a>
    );
  }
  return (
    <Suspense fallback={<span data-pending className="inline-block w-11" aria-hidden="true" />}>
      <ProfileMenu name={member.name} loginPath={page.layout.login_path} />
    </Suspense>
  );
}
