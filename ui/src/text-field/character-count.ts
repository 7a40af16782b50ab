/** How many characters are left before the counter starts speaking: 10 % of the limit, at least 5. */
export function nearLimitThreshold(max: number): number {
  return Math.max(5, Math.ceil(max * 0.1));
}

export type CharacterCountAnnouncement =
  { key: 'remaining'; count: number } | { key: 'remainingOne' } | { key: 'limitReached' };

export type CharacterCount = {
  /** "23/200", as shown under the text area. */
  label: string;
  remaining: number;
  nearLimit: boolean;
  /** What the polite live region says; nothing until the limit is near, so typing stays quiet. */
  announcement: CharacterCountAnnouncement | null;
};

export function characterCount(length: number, max: number): CharacterCount {
  const remaining = Math.max(0, max - length);
  const nearLimit = remaining <= nearLimitThreshold(max);
  let announcement: CharacterCountAnnouncement | null = null;
  if (nearLimit) {
    if (remaining === 0) announcement = { key: 'limitReached' };
    else if (remaining === 1) announcement = { key: 'remainingOne' };
    else announcement = { key: 'remaining', count: remaining };
  }
  return { label: `${length}/${max}`, remaining, nearLimit, announcement };
}
