/**
 * Quiet hours (Settings → Notifications): no notification e-mail from `start` to `end`, both
 * 'HH:MM' on the person's clock (`timeZone`, UTC when unknown). A span may cross midnight
 * (22:00–07:00); equal ends mean no quiet hours, as does a missing one.
 */
export function isQuietTime(
  now: Date,
  start: string | null,
  end: string | null,
  timeZone: string | null,
): boolean {
  if (!start || !end || start === end) return false;
  const minutes = minutesOfDay(now, timeZone ?? 'UTC');
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

const clockMinutes = (value: string) => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
};

function minutesOfDay(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}
