import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classMergeConfig } from './class-merge/config';

/**
 * tailwind-merge with the class groups the code uses only (`class-merge/generate.mjs` writes them from
 * its default configuration, unchanged): the same merge for every class the code writes, a fraction of
 * the bytes and of the work on the first call.
 */
const merge = createTailwindMerge(() => classMergeConfig);

/** Joins class lists and lets later Tailwind classes win (the consumer's className goes last). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
