import { LazyPage } from './LazyPage';
import type { AppRoute, PageProps } from './routes';
import { ShippingLayout } from './ShippingLayout';
import { TicketingLayout } from './TicketingLayout';
import { usePageTitle } from './usePageTitle';

/** One screen in its layout, titled. */
export function RouteView({ route, path, search }: { route: AppRoute; path: string; search: string }) {
  usePageTitle(route.titleId);
  const page = <LazyPage<PageProps> page={route.page} props={{ route, path, search }} />;
  return route.layout === 'shipping' ? <ShippingLayout path={route.path}>{page}</ShippingLayout> : <TicketingLayout>{page}</TicketingLayout>;
}
