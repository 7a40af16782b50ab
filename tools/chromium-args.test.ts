import { describe, expect, it } from 'vitest';
import { chromiumArgs } from './chromium.ts';
import { chromiumArgsOfTools } from './chromium-args.mjs';

describe('chromiumArgsOfTools', () => {
  it('reads the same flags the TypeScript gates import, the comments beside them left out', () => {
    expect(chromiumArgsOfTools()).toEqual(chromiumArgs);
  });
});
