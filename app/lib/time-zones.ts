/** True for a time zone this runtime's Intl knows by its IANA name ("America/New_York"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
