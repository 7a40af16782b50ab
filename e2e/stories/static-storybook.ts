import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';

/**
 * What the checks over Storybook's stories share (the story gate, the pseudo-language's): a test a story,
 * spread over `CEPA_STORY_WORKERS` workers (2), no retry, a focused test (`.only`) failing the run in CI
 * and locally; Chromium at one device pixel, reduced motion, and the static build served on loopback at
 * `port`, or a running Storybook (the dev server of `npm run dev`, `CEPA_STORYBOOK_URL`) instead, for the
 * fast loop.
 */
export function staticStorybook(port: number) {
  const external = process.env.CEPA_STORYBOOK_URL;
  return {
    fullyParallel: true,
    workers: Number(process.env.CEPA_STORY_WORKERS ?? 2),
    retries: 0,
    forbidOnly: true,
    use: {
      baseURL: external ?? `http://127.0.0.1:${port}`,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce' as const,
      browserName: 'chromium' as const,
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    webServer: external
      ? undefined
      : {
          command: `node ../tools/serve-static.mjs ../storybook-static ${port}`,
          url: `http://127.0.0.1:${port}/index.json`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
  };
}

/** Storybook's channel in the preview, as the checks drive it. */
export type StorybookChannel = {
  emit: (event: string, payload: unknown) => void;
  on: (event: string, listener: (payload: never) => void) => void;
};
