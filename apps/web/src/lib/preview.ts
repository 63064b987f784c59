/** Spec §2 preview mode: query `preview=1` or `isPreview=true` (the designer's "computer preview" window). */
export function isPreviewUrl(url: string): boolean {
  const query = new URLSearchParams(url.split('#', 1)[0]?.split('?')[1] ?? '');
  return query.get('preview') === '1' || query.get('isPreview') === 'true';
}
