/** Category names can arrive slug-like ("oyun-noutbuklari"): hyphens read as spaces. */
export function displayCategoryName(name: string): string {
  return name.replace(/-/g, ' ');
}
