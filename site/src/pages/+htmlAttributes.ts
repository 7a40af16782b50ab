import type { PageContextServer } from 'vike/types';
import { embeddedBackendAnswers, embeddedBackendAttribute } from '@cepa/core';
import { configuredTagManagerId, tagManagerAttribute } from '@cepa/core/consent';
import { configuredImageTemplate, defaultImageTemplate, imageTemplateAttribute } from '@cepa/core/picture';
import { configuredRumSample, pageTypeAttribute, rumSampleAttribute } from '@cepa/core/rum';
import { siteOf } from '../site-context';
import type { SiteData } from '../site-data';

/**
 * The brand's theme (ui/src/styles/themes.css) is chosen on `<html>`, so the first paint has it; so is
 * whether the embedded backend answers (`embeddedBackendAnswers`), decided when the server started, and
 * the tag manager's container when one is named (`CEPA_TAG_MANAGER_ID`): the same for every visitor,
 * whose consent the browser reads from its cookie; and a deployer's address template for pictures when one
 * is set (`CEPA_IMAGE_URL_TEMPLATE`), so that the browser's pictures are the server's.
 */
export default (pageContext: PageContextServer) => ({
  'data-brand': siteOf(pageContext).brand,
  ...(embeddedBackendAnswers() ? { [embeddedBackendAttribute]: 'embedded' } : {}),
  ...tagManagerOn(),
  ...imageTemplateOn(),
  ...realVisitorMeasurement(pageContext),
});

/**
 * Where real visitors' Core Web Vitals are measured (`CEPA_RUM_SAMPLE`, `@cepa/core/rum`): the share of
 * page loads measured, and the page's type, which its beacon names (the same for every visitor of the page).
 */
function realVisitorMeasurement(pageContext: PageContextServer): Record<string, string> {
  const sample = configuredRumSample();
  if (sample <= 0) return {};
  const data = pageContext.data as SiteData | undefined;
  const pageType = data?.kind === 'page' ? data.page.page_type : data?.kind === 'login' ? 'login' : 'error';
  return { [rumSampleAttribute]: String(sample), [pageTypeAttribute]: pageType };
}

function imageTemplateOn(): Record<string, string> {
  const template = configuredImageTemplate();
  return template === defaultImageTemplate ? {} : { [imageTemplateAttribute]: template };
}

function tagManagerOn(): Record<string, string> {
  const id = configuredTagManagerId();
  return id ? { [tagManagerAttribute]: id } : {};
}
