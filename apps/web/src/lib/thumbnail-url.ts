/** A stored menu image's URL as its small thumbnail (the media route's `size=thumb`). */
export function thumbnailUrl(imageUrl: string): string {
  return `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}size=thumb`;
}
