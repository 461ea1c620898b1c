const DAY_MS = 86_400_000;

/** Today's date in Lagos (UTC+1 all year), as the server counts due dates, n days on. */
export function lagosDate(daysFromToday = 0): string {
  return new Date(Date.now() + 60 * 60 * 1000 + daysFromToday * DAY_MS).toISOString().slice(0, 10);
}

/** "5 Mar 2026" as the en-NG pages show calendar dates. */
export function shown(date: string): string {
  return new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
