/** The overview, opened at the location the user was working on. */
export function overviewPath(locationId: string | undefined): string {
  return locationId ? `/overview?locationId=${encodeURIComponent(locationId)}` : '/overview';
}
