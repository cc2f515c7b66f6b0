/** By local time: before 12 morning, before 17 afternoon, else evening (spec 1 §2). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
