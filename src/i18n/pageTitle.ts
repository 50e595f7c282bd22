/**
 * The document title: the product name, followed by the route's own title when
 * the route has one (spec section 1: "the product name plus an optional title
 * taken from the route").
 */
export function pageTitle(productName: string, routeTitle?: string | null): string {
  const title = routeTitle?.trim();
  return title ? `${productName} - ${title}` : productName;
}
