import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { parsePageData, useLanguage, type Language } from '@cepa/core';
import {
  onDemand,
  preloadable,
  whenVisitorActs,
  type PageLoadContext,
  type PageProps,
} from '@cepa/core/page';
import { ContentHtml, SanitisedHtml, type SafeHtml } from '@cepa/content/html';
import {
  Alert,
  Button,
  Carousel,
  CarouselControls,
  CarouselSlide,
  CarouselThumbnail,
  CarouselThumbnails,
  CarouselViewport,
  Price,
  QuantityPicker,
} from '@cepa/ui';
import type * as ShopApi from '../../api';
import type { Impression, ProductDetail, ProductPageData } from '../../api';
import { addToBasketAtom, maxQuantityAtom } from '../../atoms/basket';
import { useProductImpressions } from '../../atoms/impressions';
import { catalogueHref, ProductCard, productHref } from '../../components/product-card';
import { useShopMessages } from '../../messages';
import { defaultMaxQuantity, stockLevel } from '../../rules';
import { useTooManyAttemptsText } from '@cepa/core/form';
import { Picture, PicturesWhenNear } from '@cepa/core/picture';
import {
  pictureAt,
  productPictureSizes,
  productPictureWidths,
  productSlideSizes,
  thumbnailWidths,
} from '../../pictures';

type AddState =
  | { status: 'idle' }
  | { status: 'adding' }
  | { status: 'added'; quantity: number }
  | { status: 'refused'; reason: string }
  | { status: 'failed' };

/** What the server loader hands the page: its page data parsed, the description sanitised. */
export type ProductPageLoaded = { data: ProductPageData; descriptionHtml: SafeHtml };

/**
 * Runs on the server (the site's data hook): the page data is parsed and the description sanitised
 * there, so the page hydrates without the schema library or the sanitiser.
 */
export async function load({ page }: Pick<PageLoadContext, 'page'>): Promise<ProductPageLoaded> {
  const [{ productPageDataSchema }, { sanitizeHtml }] = await Promise.all([
    import('../../api'),
    import('@cepa/content/server'),
  ]);
  const data = parsePageData(page, productPageDataSchema);
  return { data, descriptionHtml: sanitizeHtml(data.product.description_html) };
}

/** The shop's calls and contracts, loaded once (a page rendered without the server loader parses with them). */
const shopApi = onDemand<typeof ShopApi>(() => import('../../api'));

/** The related products' impressions, their call loaded when the page asks (after hydrating). */
const fetchRelatedImpressions = (pageId: number, language: Language): Promise<Impression[]> =>
  shopApi.load().then((api) => api.fetchRelatedProductsImpressions(pageId, language));

/**
 * The pop-in after adding: its code loads once the visitor starts using the page, when the browser is
 * idle after that first action (the dialog is not on the page before).
 */
const AddedToBasketPopIn = preloadable(() =>
  import('@cepa/ui/pop-in').then((module) => module.AddedToBasketPopIn),
);

/**
 * A product (SPEC §2): its pictures, title, price (the original struck through when discounted),
 * stock, formats, description, the quantity and add to basket with its pop-in; the related products.
 * Rendered on the server from the page content; adding to the basket hydrates.
 */
export default function ProductPage({ page, query, loaded }: Pick<PageProps, 'page' | 'query' | 'loaded'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const fromServer = loaded as ProductPageLoaded | undefined;
  // Without the server loader's data (a story, a loader that failed) the page parses its own.
  const data = fromServer?.data ?? parsePageData(page, use(shopApi.load()).productPageDataSchema);
  const { product } = data;
  const category = new URLSearchParams(query).get('category');
  const onOpenRelated = useProductImpressions(
    'related_products',
    fetchRelatedImpressions,
    data.product_page_id,
    language,
  );

  return (
    <article className="mx-auto flex w-full max-w-page flex-col gap-8 px-4 py-6 md:px-8">
      <a
        href={catalogueHref(data.catalogue_path, category)}
        className="w-fit font-semibold text-fg-accent underline underline-offset-4"
      >
        <span aria-hidden="true">← </span>
        {t('shop.product.back')}
      </a>
      <div className="grid gap-8 md:grid-cols-2 md:items-start">
        <ProductPictures product={product} />
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-3xl font-semibold text-fg md:text-4xl">{product.title}</h1>
          <p className="text-fg-muted">{product.label}</p>
          <Price size="lg" amount={product.price_with_discount} originalAmount={product.price} />
          <StockLine stock={product.stock} />
          {product.variants.length > 1 && (
            <nav aria-label={t('shop.product.formats')}>
              <ul className="flex flex-wrap gap-2">
                {product.variants.map((variant) => (
                  <li key={variant.url}>
                    <a
                      href={variant.url}
                      aria-current={variant.current ? 'page' : undefined}
                      className="inline-flex min-h-11 items-center rounded border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-surface-muted aria-[current=page]:border-primary aria-[current=page]:bg-secondary"
                    >
                      {variant.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <AddToBasket product={product} basketPath={data.basket_path} />
          {fromServer ? (
            <ContentHtml html={fromServer.descriptionHtml} />
          ) : (
            <SanitisedHtml html={product.description_html} />
          )}
        </div>
      </div>
      {data.related.length > 0 && (
        <section aria-labelledby={`${data.product_page_id}-related`} className="flex flex-col gap-4">
          <h2 id={`${data.product_page_id}-related`} className="font-display text-2xl font-semibold text-fg">
            {t('shop.related.title')}
          </h2>
          {/* Below the wine on every screen: their pictures come once the visitor scrolls near them. */}
          <PicturesWhenNear>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
              {data.related.map((related) => (
                <li key={related.id}>
                  <ProductCard
                    product={related}
                    href={productHref(related.url, category ?? undefined)}
                    onOpen={() => onOpenRelated(related.id)}
                  />
                </li>
              ))}
            </ul>
          </PicturesWhenNear>
        </section>
      )}
    </article>
  );
}

function ProductPictures({ product }: { product: ProductDetail }) {
  const t = useShopMessages();
  const label = t('shop.product.pictures', { title: product.title });
  if (product.images.length === 1) {
    const [image] = product.images;
    return (
      <Picture
        src={image!.url}
        alt={image!.alt}
        width={600}
        height={800}
        sizes={productPictureSizes}
        widths={productPictureWidths}
        priority
        className="aspect-[3/4] w-full max-w-[532px] rounded bg-surface-muted object-cover"
      />
    );
  }
  return (
    <Carousel
      variant="product"
      label={label}
      slideCount={product.images.length}
      className="w-full max-w-[532px]"
    >
      <CarouselViewport>
        {product.images.map((image, index) => (
          <CarouselSlide key={image.url}>
            <Picture
              src={image.url}
              alt={image.alt}
              width={600}
              height={800}
              sizes={productSlideSizes}
              widths={productPictureWidths}
              priority={index === 0}
              className="aspect-[3/4] w-full rounded bg-surface-muted object-cover"
            />
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselControls dots={false} />
      <CarouselThumbnails>
        {product.images.map((image) => (
          <CarouselThumbnail key={image.url}>
            <Picture
              src={image.url}
              alt=""
              width={60}
              height={80}
              sizes="60px"
              widths={thumbnailWidths}
              className="h-20 w-15 object-cover"
            />
          </CarouselThumbnail>
        ))}
      </CarouselThumbnails>
    </Carousel>
  );
}

function StockLine({ stock }: { stock: number }) {
  const t = useShopMessages();
  const level = stockLevel(stock);
  if (level === 'out') return <p className="font-semibold text-danger">{t('shop.product.stock.out')}</p>;
  if (level === 'low')
    return <p className="font-semibold text-fg">{t('shop.product.stock.low', { count: stock })}</p>;
  return <p className="text-fg">{t('shop.product.stock.in')}</p>;
}

function AddToBasket({ product, basketPath }: { product: ProductDetail; basketPath: string }) {
  const t = useShopMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const language = useLanguage();
  const messageId = useId();
  const addToBasket = useSetAtom(addToBasketAtom);
  const max = useAtomValue(maxQuantityAtom) ?? defaultMaxQuantity;
  const [quantity, setQuantity] = useState(1);
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const [popInUsed, setPopInUsed] = useState(false);
  // Not in the press's own task: asking for the pop-in's code there (Vite's preload helper adding its
  // files) held the "Añadiendo…" answer back; after the first action, it is in before the basket answers.
  useEffect(() => whenVisitorActs(() => void AddedToBasketPopIn.preload().catch(() => undefined)), []);
  const adding = useRef(false);
  const soldOut = product.stock === 0;

  const add = async () => {
    // One basket write per press: a second press while the first is under way is ignored.
    if (adding.current) return;
    adding.current = true;
    setState({ status: 'adding' });
    const result = await addToBasket({ productId: product.id, quantity, language });
    adding.current = false;
    // The pop-in's code came while the basket was written (see above); it stays on the page from then on.
    if (result.ok) {
      setPopInUsed(true);
      setState({ status: 'added', quantity });
    } else
      setState(
        result.kind === 'refused'
          ? { status: 'refused', reason: result.reason }
          : result.kind === 'tooManyAttempts'
            ? { status: 'refused', reason: tooManyAttemptsText(result.retryAfterSeconds) }
            : { status: 'failed' },
      );
  };

  const message =
    state.status === 'refused'
      ? state.reason
      : state.status === 'failed'
        ? t('shop.product.addFailed')
        : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityPicker
          label={t('shop.product.quantity')}
          value={Math.min(quantity, max)}
          min={1}
          max={max}
          onChange={setQuantity}
          isDisabled={soldOut}
        />
        <Button
          onClick={() => void add()}
          disabled={soldOut}
          aria-disabled={state.status === 'adding' || undefined}
          aria-describedby={message ? messageId : undefined}
        >
          {state.status === 'adding' ? t('shop.product.adding') : t('shop.product.add')}
        </Button>
      </div>
      {message && <Alert id={messageId} tone="error" live="assertive" description={message} />}
      {popInUsed && (
        <Suspense fallback={null}>
          <AddedToBasketPopIn
            isOpen={state.status === 'added'}
            onOpenChange={(open) => {
              if (!open) setState({ status: 'idle' });
            }}
            title={t('shop.product.added.title')}
            productName={product.title}
            imageSrc={pictureAt(product.images[0]!.url, 320)}
            quantityLabel={t('shop.product.added.quantity')}
            quantity={state.status === 'added' ? state.quantity : quantity}
            priceLabel={t('shop.product.added.price')}
            price={<Price amount={product.price_with_discount} originalAmount={product.price} />}
            basketHref={basketPath}
            goToBasketLabel={t('shop.product.added.goToBasket')}
            continueLabel={t('shop.product.added.continue')}
          />
        </Suspense>
      )}
    </div>
  );
}
