import type { MessageId } from '@sparklink/contract/i18n';

type Greeting = 'morning' | 'afternoon' | 'evening';

/** By local time: before 12 morning, before 17 afternoon, else evening (spec 1 §2). */
function partOfDay(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The greeting's message: "Good morning, {name}!", or its form without a name. */
export function greetingFor(date: Date, named: boolean): MessageId {
  return `dashboard.overview.greeting.${partOfDay(date)}${named ? '' : '.noName'}`;
}
