import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from '@cepa/core';
import { useTypedBeforeHydration } from '@cepa/core/form';
import type { PageProps } from '@cepa/core/page';
import { dataOf, useRemote } from '@cepa/core/remote';
import {
  Alert,
  Button,
  buttonVariants,
  cn,
  Field,
  fieldControlVariants,
  Pagination,
  Select,
  SelectItem,
  SpinnerRing,
} from '@cepa/ui';
import { ContentHtml, UnparsedBlocks } from '../../blocks/components/block-renderer';
import { PageTitle } from '../../blocks/components/page-title';
import { listAtom } from '../atoms';
import { listFailure } from '../errors';
import { isListLoaded, listRequest, type ListPageData, type ListRequest } from '../load';
import { useListMessages } from '../messages';
import {
  changeFilter,
  changePage,
  formatListQuery,
  hasFilters,
  resetFilters,
  type FilterKey,
  type ListKind,
  type ListQuery,
} from '../query';

type Messages = ReturnType<typeof useListMessages>;

/** One filter's select: its label, the "any" choice and the choices. */
type FilterControl = {
  key: FilterKey;
  label: string;
  anyLabel: string;
  options: { value: string; text: string }[];
  disabled?: boolean;
};

/** The value that stands for "no filter" (Radix Select takes no empty value). */
const anyValue = 'any';

/** A value from the address that the choices lack still shows as itself (a shared link to an old year). */
function withCurrent(options: { value: string; text: string }[], current: string | undefined) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, text: current }]
    : options;
}

function filterControls(request: ListRequest, data: ListPageData | undefined, t: Messages): FilterControl[] {
  const { filters } = request.query;
  switch (request.kind) {
    case 'press': {
      const choices = data?.filterOptions;
      return (['year', 'category', 'locale'] as const).map((key) => ({
        key,
        label: t(`content.lists.press.${key}`),
        anyLabel: t(
          key === 'year'
            ? 'content.lists.press.anyYear'
            : key === 'category'
              ? 'content.lists.press.anyCategory'
              : 'content.lists.press.anyLocale',
        ),
        options: withCurrent(choices?.[key] ?? [], filters[key]),
      }));
    }
    case 'projects':
      return [
        {
          key: 'cat_id',
          label: t('content.lists.projects.category'),
          anyLabel: t('content.lists.projects.anyCategory'),
          options: request.categories.map((c) => ({ value: String(c.id), text: c.name })),
        },
      ];
    case 'videos': {
      const category = request.categories.find((c) => String(c.id) === filters.cat_id);
      return [
        {
          key: 'cat_id',
          label: t('content.lists.videos.category'),
          anyLabel: t('content.lists.videos.anyCategory'),
          options: request.categories.map((c) => ({ value: String(c.id), text: c.name })),
        },
        {
          key: 'subcat_id',
          label: t('content.lists.videos.subcategory'),
          anyLabel: t('content.lists.videos.anySubcategory'),
          // Only the chosen category's subcategories: a subcategory belongs to its category.
          options: (category?.subcategories ?? []).map((s) => ({ value: String(s.id), text: s.name })),
          disabled: !category,
        },
      ];
    }
  }
}

/**
 * A filter as a native select named like the address's query parameter, for the page without
 * JavaScript: it lives in a `<noscript>`, so the browser shows it only when scripting is off, and the
 * form's GET submit loads the page with the filters in the query. "Any" is the empty value, which the
 * address reading drops.
 */
function NativeFilter({ control, value }: { control: FilterControl; value: string | undefined }) {
  const id = `list-filter-${control.key}-native`;
  return (
    <Field label={control.label} id={id}>
      <select
        id={id}
        name={control.key}
        defaultValue={value ?? ''}
        disabled={control.disabled}
        className={cn(fieldControlVariants(), 'cursor-pointer')}
      >
        <option value="">{control.anyLabel}</option>
        {control.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </Field>
  );
}

function statusText(kind: ListKind, data: ListPageData, t: Messages): string {
  if (data.count === 0) return t(`content.lists.${kind}.empty`);
  const count = t(`content.lists.${kind}.count`, { count: data.count });
  return data.totalPages > 1
    ? `${count} · ${t('content.lists.pageOf', { page: data.page, total: data.totalPages })}`
    : count;
}

/**
 * A paginated list page (press, projects, videos): the page's title and intro, labelled filter
 * selects with a reset, the results (CMS HTML, sanitised), a live status with the count, and the
 * pagination. The filters and the page live in the address query: a change navigates (keeping the
 * scroll), so a filtered page can be shared, reloaded and walked with back and forward. The first
 * page of results comes from the server loader (`loaded`); without it the list is asked for here.
 * While the next results come, the previous ones stay on screen, marked busy.
 *
 * Without JavaScript the filters are a plain GET form: native selects named like the query's
 * parameters and a submit button (in `<noscript>`, which the browser renders only when scripting is
 * off and React never renders in the browser), with the reset as a link to the page; the Radix
 * selects and the reset button, which need the page's code, are hidden then (`noscript:`, the
 * `scripting: none` media query). With JavaScript nothing of it shows.
 */
export function ListScreen({ kind, page, query, loaded }: PageProps & { kind: ListKind }) {
  const t = useListMessages();
  const navigate = useNavigate();
  const request = useMemo(() => listRequest(kind, page, query), [kind, page, query]);
  // The server's answer for this address (its results or its failure) stands until a retry.
  const seed = isListLoaded(loaded) && loaded.key === request.key ? loaded.seed : undefined;
  const params = { kind, apiQuery: request.apiQuery };
  const [list, , asking] = useRemote(listAtom, params, { seed });
  const askList = useSetAtom(listAtom);
  const refresh = () => void askList('refresh', params);
  // The last results stay on screen while the next ones are asked for.
  const data = dataOf(list);

  // A filter or page change navigates: the router asks the server for the next address's page, and
  // nothing here is asked, so the remote read cannot say it is busy; nor does the router tell the
  // slices that it is navigating (core's `NavigationProvider` hands them `navigate` only). So the
  // address a change left from is kept, busy until the address changes (the change arrived, or back
  // and forward).
  const [leaving, setLeaving] = useState<string | null>(null);
  if (leaving !== null && leaving !== query) setLeaving(null);
  const busy = leaving === query || asking || list.state === 'loading';

  // After a page change, the list's top comes into view when it is above the screen.
  const top = useRef<HTMLDivElement>(null);
  const pageChanged = useRef(false);
  useEffect(() => {
    if (!pageChanged.current || !data) return;
    pageChanged.current = false;
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView();
  }, [data]);

  const go = (next: ListQuery) => {
    const search = formatListQuery(kind, next);
    if (search === formatListQuery(kind, request.query)) return;
    setLeaving(query);
    navigate(`${page.path}${search}`, { keepScroll: true });
  };

  const controls = filterControls(request, data, t);
  const filtered = hasFilters(request.query);

  // No form state here to put in a form kit scope: the filters are the address's. The form kit's hook
  // still looks at them as the page hydrates. They are Radix selects, buttons whose press before then
  // the page's inline script holds and does again, so today it finds nothing; a native control with a
  // filter's id would have its choice made before hydration followed as a filter change.
  useTypedBeforeHydration(
    'list-filter',
    () => controls.map((control) => control.key),
    (typed) => {
      let next = request.query;
      for (const [key, value] of typed) {
        if (typeof value !== 'string') continue;
        next = changeFilter(
          kind,
          next,
          key as FilterKey,
          value === anyValue ? undefined : value,
          kind === 'press' ? undefined : request.categories,
        );
      }
      go(next);
    },
  );

  return (
    <article
      data-page-type={page.page_type}
      className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8"
    >
      <PageTitle>{page.title}</PageTitle>
      {page.blocks.length > 0 && <UnparsedBlocks blocks={page.blocks} />}

      <form
        role="search"
        aria-label={t('content.lists.filters')}
        // No action: the same page, with the native selects' values as its query (see NativeFilter).
        method="get"
        className="grid gap-4 md:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] md:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        {controls.map((control) => (
          <Fragment key={control.key}>
            <Field label={control.label} id={`list-filter-${control.key}`} className="noscript:hidden">
              {/* No name: its hidden native select would be a second field of that name in the form. */}
              <Select
                value={request.query.filters[control.key] ?? anyValue}
                disabled={control.disabled}
                onValueChange={(value) =>
                  go(
                    changeFilter(
                      kind,
                      request.query,
                      control.key,
                      value === anyValue ? undefined : value,
                      kind === 'press' ? undefined : request.categories,
                    ),
                  )
                }
              >
                <SelectItem value={anyValue}>{control.anyLabel}</SelectItem>
                {control.options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.text}
                  </SelectItem>
                ))}
              </Select>
            </Field>
            <noscript>
              <NativeFilter control={control} value={request.query.filters[control.key]} />
            </noscript>
          </Fragment>
        ))}
        <Button
          type="button"
          variant="secondary"
          className="w-full noscript:hidden md:w-auto aria-disabled:opacity-55"
          // aria-disabled, not disabled: the button keeps focus once the filters are cleared.
          aria-disabled={!filtered || undefined}
          onClick={() => {
            if (filtered) go(resetFilters());
          }}
        >
          {t('content.lists.reset')}
        </Button>
        <noscript>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonVariants()}>
              {t('content.lists.apply')}
            </button>
            {filtered && (
              <a href={page.path} className={buttonVariants({ variant: 'secondary' })}>
                {t('content.lists.reset')}
              </a>
            )}
          </div>
        </noscript>
      </form>

      <div ref={top} className="flex scroll-mt-4 flex-col gap-4">
        <p role="status" className="flex min-h-6 items-center gap-2 font-semibold text-fg-muted">
          {busy && <SpinnerRing size="sm" />}
          {busy ? t('content.lists.loading') : data ? statusText(kind, data, t) : ''}
        </p>
        {list.state === 'hasError' && (
          <Alert
            tone="error"
            live="assertive"
            title={t('content.lists.failed.title')}
            description={t(`content.lists.failed.${listFailure(list.error)}`)}
          >
            <Button
              type="button"
              variant="secondary"
              className="mt-3"
              aria-disabled={asking || undefined}
              onClick={() => {
                // The alert and this button stay while the list is asked again (the focus stays on it).
                if (!asking) refresh();
              }}
            >
              {t('content.lists.retry')}
            </Button>
          </Alert>
        )}
        {data && data.items.length > 0 && (
          <ul
            aria-label={t(`content.lists.${kind}.results`)}
            aria-busy={busy || undefined}
            // The previous results stay readable (dimming them failed contrast on Isla Brava); the status
            // above says the next ones are coming.
            className="grid gap-4 md:grid-cols-2"
          >
            {data.items.map((item) => (
              <li key={item.id} className="rounded-lg border border-border bg-surface-raised p-4 md:p-6">
                <ContentHtml html={item.html} className="[&_h2]:mt-0 [&_h2]:text-xl md:[&_h2]:text-2xl" />
              </li>
            ))}
          </ul>
        )}
        {data && data.totalPages > 1 && (
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            label={t(`content.lists.${kind}.pagination`)}
            hrefOf={(number) => `${page.path}${formatListQuery(kind, changePage(request.query, number))}`}
            onPageChange={(next) => {
              pageChanged.current = true;
              go(changePage(request.query, next));
            }}
          />
        )}
      </div>
    </article>
  );
}
