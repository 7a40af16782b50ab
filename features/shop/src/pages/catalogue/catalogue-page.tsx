import { useId } from 'react';
import { parsePageData, useLanguage } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { cataloguePageDataSchema, fetchCatalogueImpressions } from '../../api';
import { useProductImpressions } from '../../atoms/impressions';
import { ProductCard, productHref } from '../../components/product-card';
import { useShopMessages } from '../../messages';

/**
 * The catalogue (SPEC §2): products grouped under their category titles, in a grid of 220 px columns,
 * each leading to its product page with the category it was found in. Rendered on the server from the
 * page content; the impressions for the tag manager are asked in the browser.
 */
export default function CataloguePage({ page }: Pick<PageProps, 'page'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const titleId = useId();
  const data = parsePageData(page, cataloguePageDataSchema);
  const categories = data.categories.filter((category) => category.products.length > 0);
  const onOpen = useProductImpressions('catalogue', fetchCatalogueImpressions, data.page_id, language);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-page flex-col gap-10 px-4 py-8 md:px-8"
    >
      <h1 id={titleId} className="font-display text-3xl font-semibold text-fg md:text-4xl">
        {page.title}
      </h1>
      {categories.length === 0 && <p className="text-fg-muted">{t('shop.catalogue.empty')}</p>}
      {categories.map((category) => (
        // The section's id is the category's slug: the product page's back link returns to it.
        <section key={category.slug} aria-labelledby={category.slug} className="flex flex-col gap-4">
          <h2 id={category.slug} className="scroll-mt-24 font-display text-2xl font-semibold text-fg">
            {category.title}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
            {category.products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  href={productHref(product.url, category.slug)}
                  onOpen={() => onOpen(product.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
