const slotTimePattern = /^(\d{1,2}):(\d{2})$/;

/**
 * Turns a slot time as the server sends it (24-hour "HH:MM") into the 12-hour form the SPEC asks
 * for: "09:05" → "9:05 AM", "12:30" → "12:30 PM", "00:15" → "12:15 AM". PM starts at hour 12.
 * A value that is not a valid time is returned unchanged, so bad data shows rather than crashes.
 */
export function formatSlotTime(time: string): string {
  const match = slotTimePattern.exec(time.trim());
  if (!match) return time;
  const hour = Number(match[1]);
  const minutes = match[2]!;
  if (hour > 23 || Number(minutes) > 59) return time;
  const period = hour >= 12 ? 'PM' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minutes} ${period}`;
}
