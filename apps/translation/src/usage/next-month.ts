/** First day of the calendar month after `date` (UTC), as `YYYY-MM-DD`: when a month's quota resets. */
export function nextMonthOf(date: Date): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}
