import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class lists and lets later Tailwind classes win (the consumer's className goes last). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
