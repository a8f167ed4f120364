import type { LobbyView } from '@npat/protocol';

/** The player's own two category titles, or null before they added them. Ids are '{uid}/category1|2'. */
export function myCategories(
  view: Pick<LobbyView, 'categories'>,
  uid: string,
): { category1: string; category2: string } | null {
  const title = (field: string) =>
    view.categories.custom.find((category) => category.id === `${uid}/${field}`)?.title;
  const category1 = title('category1');
  const category2 = title('category2');
  return category1 !== undefined && category2 !== undefined ? { category1, category2 } : null;
}
